/**
 * Passwords known from breaches and common patterns, refused at sign-up and reset whatever their case.
 * Three lists, loaded once on first use: the breached-password list of the maintained zxcvbn-ts
 * project, the RockYou breach's most used passwords, and our own list of long common patterns.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dictionary } from '@zxcvbn-ts/language-common';

let list: Set<string> | null = null;

const normalise = (password: string) => password.trim().toLowerCase();

function linesOf(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line && !line.startsWith('#'));
}

function load(): Set<string> {
  const rockyouFile = createRequire(import.meta.url).resolve('rockyou/data/75.txt');
  const sources = [
    dictionary['passwords-common'] as readonly string[],
    linesOf(readFileSync(rockyouFile, 'utf8')),
    linesOf(readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')),
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
