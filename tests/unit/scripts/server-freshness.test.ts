import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverBuildProblem } from '../../../scripts/server-freshness.js';

const SOURCES = [
  'server/main.ts',
  'src/domain/routes.ts',
  'node_modules/drizzle-orm/index.js',
  'node_modules/zod/v4/index.js',
];
const BUILT = new Date('2025-03-01T10:00:00Z');
const BEFORE = new Date('2025-03-01T09:00:00Z');
const AFTER = new Date('2025-03-01T11:00:00Z');

describe('whether the server build is fresh (scripts/server-freshness.js)', () => {
  let root = '';
  const file = (path: string, time: Date) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), path.endsWith('.json') && path.includes('inputs') ? JSON.stringify(SOURCES) : '');
    utimesSync(join(root, path), time, time);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'dealledger-freshness-'));
    for (const source of [...SOURCES, 'package.json', 'package-lock.json']) file(source, BEFORE);
    file('build/server/main.js', BUILT);
    file('build/server/inputs.json', BUILT);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is fresh when nothing changed since the build', () => {
    expect(serverBuildProblem('main', root)).toBeNull();
  });

  it('stays fresh when node_modules is installed again after the build (npm ci --omit=dev)', () => {
    for (const source of SOURCES.filter((path) => path.startsWith('node_modules/'))) file(source, AFTER);
    file('package.json', AFTER);
    expect(serverBuildProblem('main', root)).toBeNull();
  });

  it('is stale when one of the project’s own sources changed', () => {
    file('src/domain/routes.ts', AFTER);
    expect(serverBuildProblem('main', root)).toBe(
      'The server build is older than its sources (src/domain/routes.ts changed): run `npm run build` again.',
    );
  });

  it('is stale when the lock changed, since it pins the packages compiled into the build', () => {
    file('package-lock.json', AFTER);
    expect(serverBuildProblem('main', root)).toBe(
      'The server build is older than its sources (package-lock.json changed): run `npm run build` again.',
    );
  });

  it('says so when there is no build', () => {
    rmSync(join(root, 'build'), { recursive: true });
    expect(serverBuildProblem('main', root)).toBe('The server is not built: run `npm run build` first.');
  });
});
