/**
 * The auth and registration modules keep one owner for every message and portal path,
 * and one way to validate and to fail; the API tests share one set-up. Read from the source.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/auth-messages';

const MODULES = ['server/modules/auth', 'server/modules/registrations'];
/** Mail and page bodies are prose, not messages an answer carries. */
const PROSE = /(mails|verification-page)\.ts$/;

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => join(folder, name));
}

const moduleSources = MODULES.flatMap((folder) => filesUnder(folder, /\.ts$/)).map((file) => ({
  file,
  text: readFileSync(file, 'utf8'),
}));
const catalogue = (Object.values(AUTH_MESSAGES) as unknown[]).filter(
  (value): value is string => typeof value === 'string',
);

describe('the auth and registration modules', () => {
  it('validate each body once, with its route schema', () => {
    expect(moduleSources.filter(({ text }) => text.includes('attachValidation')).map(({ file }) => file)).toEqual([]);
  });

  it('throw their errors instead of building 4xx answers inline', () => {
    const inline = moduleSources.filter(
      ({ text }) => /\.code\(4\d\d\)\s*\.(send|header)/.test(text) || /\.code\(4\d\d\)\.send/.test(text),
    );
    expect(inline.map(({ file }) => file)).toEqual([]);
  });

  it('take every message from the catalogue, repeating none of its texts', () => {
    const repeated = moduleSources
      .filter(({ file }) => !PROSE.test(file))
      .flatMap(({ file, text }) =>
        catalogue.filter((message) => text.includes(`'${message}'`)).map((message) => `${file}: ${message}`),
      );
    expect(repeated).toEqual([]);
    const literalMessages = moduleSources
      .filter(({ file }) => !PROSE.test(file))
      .flatMap(({ file, text }) =>
        [...text.matchAll(/(?:HttpError\(\d{3},|tooManyRequests\([^,]+,|\[)\s*'([A-Z][^']+\.)'/g)].map(
          (match) => `${file}: ${match[1]}`,
        ),
      );
    expect(literalMessages).toEqual([]);
  });

  it('take the portal paths they link and redirect to from src/domain', () => {
    const literalPaths = moduleSources.flatMap(({ file, text }) =>
      [...text.matchAll(/appUrl\}(\/[a-z][^`'"]*)/gi)].map((match) => `${file}: ${match[1]}`),
    );
    expect(literalPaths).toEqual([]);
  });
});

describe('the API tests', () => {
  it('start the app and the SMTP server through the one shared harness', () => {
    const starting = filesUnder('tests/api', /\.test\.ts$/).filter((file) =>
      /startSmtp\(/.test(readFileSync(file, 'utf8')),
    );
    expect(starting).toEqual([]);
  });
});
