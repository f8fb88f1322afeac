/** Astro integration: after the build, write the rewrite files and precompress text assets. */
import type { AstroIntegration } from 'astro';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { nginxFile, redirectsFile } from './portal-rewrites.ts';
import { precompressDirectory } from './precompress.ts';

export default function portalRewrites(): AstroIntegration {
  return {
    name: 'dealledger-portal-rewrites',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        await writeFile(`${root}/_redirects`, redirectsFile());
        await writeFile(`${root}/nginx-rewrites.conf`, nginxFile());
        const count = await precompressDirectory(root);
        logger.info(`wrote _redirects, nginx-rewrites.conf and ${count} precompressed files`);
      },
    },
  };
}
