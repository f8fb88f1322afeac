/** Reads the mails the server writes to DATA_DIR/mail (no SMTP_URL) for end-to-end tests. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/**
 * The newest mail to `email` (written after `after`, when given), polling until
 * `timeoutMs` runs out; with `linkTo`, the newest that links to that path. File names start
 * with the ISO time, so they sort by age.
 */
export async function latestMailTo(
  dataDir: string,
  email: string,
  options: { after?: Date; timeoutMs?: number; linkTo?: string } = {},
): Promise<Mail> {
  const { after, timeoutMs = 10_000, linkTo } = options;
  const folder = join(dataDir, 'mail');
  const wanted = email.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(folder).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    for (const name of names) {
      if (after && fileTime(name) < after.getTime()) break;
      const mail = JSON.parse(await readFile(join(folder, name), 'utf8')) as Omit<Mail, 'links'>;
      if (mail.to.toLowerCase() !== wanted) continue;
      const links = [...new Set(mail.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
      if (!linkTo || links.some((link) => new URL(link).pathname === linkTo)) return { ...mail, links };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email} in ${folder} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `2025-01-31T10-20-30.123Z-ab12cd34.json` -> its time in ms. */
function fileTime(name: string): number {
  const iso = name.slice(0, 24).replace(/T(\d{2})-(\d{2})-(\d{2})/, 'T$1:$2:$3');
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
}
