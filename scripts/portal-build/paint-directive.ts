/** Astro integration: declares `client:paint` (src/boot/hydrate-after-paint.ts), the directive the portal's islands hydrate with. */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

export const PAINT_DIRECTIVE = 'paint';

export default function paintDirective(): AstroIntegration {
  return {
    name: 'dealledger-paint-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: PAINT_DIRECTIVE,
          entrypoint: fileURLToPath(new URL('../../src/boot/hydrate-after-paint.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island once the page has painted. */
    'client:paint'?: boolean;
  }
}
