/** Astro integration: after the build, write the CDN and nginx rewrite and header files, and precompress text assets. */
import type { AstroIntegration } from 'astro';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { collectInlineSources, contentSecurityPolicy, portalSecurityHeaders } from '../server/lib/content-security-policy.ts';
import { headersFile, nginxFile, redirectsFile } from './portal-rewrites.ts';
import { precompressDirectory } from './precompress.ts';

export default function portalRewrites(): AstroIntegration {
  return {
    name: 'dealledger-portal-rewrites',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const headers = portalSecurityHeaders(contentSecurityPolicy(await collectInlineSources(root)));
        await writeFile(`${root}/_redirects`, redirectsFile());
        await writeFile(`${root}/_headers`, headersFile(headers));
        await writeFile(`${root}/nginx-rewrites.conf`, nginxFile(headers));
        const count = await precompressDirectory(root);
        logger.info(`wrote _redirects, _headers, nginx-rewrites.conf and ${count} precompressed files`);
      },
    },
  };
}
