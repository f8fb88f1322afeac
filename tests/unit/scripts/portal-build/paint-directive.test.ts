/**
 * Every island of the portal hydrates after the first paint (client:paint): the build preloads only
 * those islands' modules (add-module-preloads.ts), so an island on another directive would load its
 * modules one round trip at a time, or before the paint.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function astroFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return astroFiles(path);
    return entry.name.endsWith('.astro') ? [path] : [];
  });
}

describe('the islands of the portal', () => {
  const files = astroFiles('src');

  it('are found', () => {
    expect(files.filter((file) => readFileSync(file, 'utf8').includes('client:paint')).length).toBeGreaterThan(40);
  });

  it('hydrate with client:paint, none with client:load', () => {
    const loading = files.filter((file) => /\bclient:load\b/.test(readFileSync(file, 'utf8')));
    expect(loading).toEqual([]);
  });
});
