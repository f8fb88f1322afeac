/** The shipped list of common passwords, refused at sign-up and reset whatever their case. */
import { readFileSync } from 'node:fs';

let list: Set<string> | null = null;

function load(): Set<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
}

export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(password.trim().toLowerCase());
}
