import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { completeLock, platformOf } from '../../../scripts/complete-lockfile.ts';

describe('the lock file', () => {
  it('lists every optional platform binary, so npm ci accepts it (run `npm run lock:complete` after npm install)', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    expect(completeLock(lock)).toEqual([]);
  });

  it('has an entry for every optional dependency, whatever its name says', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>;
    };
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {}).filter(
        (name) =>
          !lock.packages[`${path ? `${path}/` : ''}node_modules/${name}`] && !lock.packages[`node_modules/${name}`],
      ),
    );
    expect(missing).toEqual([]);
  });

  it('reads the platform of a binary package from its name', () => {
    expect(platformOf('@tailwindcss/oxide-linux-arm64-musl')).toEqual({
      os: ['linux'],
      cpu: ['arm64'],
      libc: ['musl'],
    });
    expect(platformOf('@astrojs/compiler-binding-darwin-x64')).toEqual({ os: ['darwin'], cpu: ['x64'] });
    expect(platformOf('@tailwindcss/oxide-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(platformOf('@unrs/resolver-binding-android-arm-eabi')).toEqual({ os: ['android'], cpu: ['arm'] });
    expect(platformOf('@unrs/resolver-binding-linux-loong64-gnu')).toEqual({
      os: ['linux'],
      cpu: ['loong64'],
      libc: ['glibc'],
    });
    expect(platformOf('react')).toBeNull();
  });
});
