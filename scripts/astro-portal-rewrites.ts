/**
 * Astro integration: after the build, point the pages past their entry facades, add their module preloads, write the CDN rewrite and
 * header files and the nginx configuration (deploy/), and precompress text assets.
 */
import type { AstroIntegration } from 'astro';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy } from '../src/domain/security-headers.ts';
import { skipEntryFacades } from './entry-facades.ts';
import { addModulePreloads } from './module-preload.ts';
import { collectInlineSources } from './portal-inline-sources.ts';
import { DEFAULT_SITE, writeNginxFiles } from './nginx-config.ts';
import { headersFile, redirectsFile } from './portal-rewrites.ts';
import { precompressDirectory } from './precompress.ts';

export default function portalRewrites(): AstroIntegration {
  return {
    name: 'dealledger-portal-rewrites',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        await skipEntryFacades(root);
        await addModulePreloads(root);
        const inline = await collectInlineSources(root);
        const policy = contentSecurityPolicy(inline);
        await writeFile(`${root}/_redirects`, redirectsFile());
        await writeFile(`${root}/_headers`, headersFile(policy));
        // Precompressed before the nginx files are written, which are not for browsers.
        const count = await precompressDirectory(root);
        // A portal built for an API on another origin is served alone; otherwise nginx proxies the API pool.
        const apiServers = inline.apiOrigin ? [] : DEFAULT_SITE.apiServers;
        await writeNginxFiles(`${root}/deploy`, { ...DEFAULT_SITE, root: root.replace(/\/+$/, ''), apiServers, policy });
        logger.info(`wrote _redirects, _headers, deploy/nginx.conf and ${count} precompressed files`);
      },
    },
  };
}
