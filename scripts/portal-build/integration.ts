/**
 * Astro integration: the steps run on the built portal, in order, each in its own file of this folder.
 * The pages are rewritten first, since the policy hashes their inline scripts as finally written,
 * and compressed before the nginx files are written, which are not for browsers.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy } from '../../src/domain/security-headers.ts';
import { addModulePreloads } from './add-module-preloads.ts';
import { writeHostingRules } from './hosting-rules.ts';
import { collectInlineSources } from './inline-sources.ts';
import { DEFAULT_SITE, writeNginxFiles } from './nginx-config.ts';
import { precompressDirectory } from './precompress.ts';
import { skipEntryFacades } from './skip-entry-facades.ts';

export default function portalBuildSteps(): AstroIntegration {
  return {
    name: 'dealledger-portal-build-steps',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir).replace(/\/+$/, '');
        await skipEntryFacades(root);
        await addModulePreloads(root);
        const inline = await collectInlineSources(root);
        const policy = contentSecurityPolicy(inline);
        await writeHostingRules(root, policy);
        const compressed = await precompressDirectory(root);
        // A portal built for an API on another origin is served alone; otherwise nginx proxies the API pool.
        const apiServers = inline.apiOrigin ? [] : DEFAULT_SITE.apiServers;
        await writeNginxFiles(`${root}/deploy`, { ...DEFAULT_SITE, root, apiServers, policy });
        logger.info(`wrote _redirects, _headers, deploy/nginx.conf and ${compressed} precompressed files`);
      },
    },
  };
}
