/** Astro integration: after the build, add the pages' module preloads, write the CDN and nginx rewrite and header files, and precompress text assets. */
import type { AstroIntegration } from 'astro';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy } from '../src/domain/security-headers.ts';
import { addModulePreloads } from './module-preload.ts';
import { collectInlineSources } from './portal-inline-sources.ts';
import { headersFile, nginxFile, redirectsFile } from './portal-rewrites.ts';
import { precompressDirectory } from './precompress.ts';

export default function portalRewrites(): AstroIntegration {
  return {
    name: 'dealledger-portal-rewrites',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        await addModulePreloads(root);
        const policy = contentSecurityPolicy(await collectInlineSources(root));
        await writeFile(`${root}/_redirects`, redirectsFile());
        await writeFile(`${root}/_headers`, headersFile(policy));
        await writeFile(`${root}/nginx-rewrites.conf`, nginxFile(policy));
        const count = await precompressDirectory(root);
        logger.info(`wrote _redirects, _headers, nginx-rewrites.conf and ${count} precompressed files`);
      },
    },
  };
}
