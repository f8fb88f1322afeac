/** The lines a start prints once it listens: where the app is and how to sign in. */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts.ts';
import type { DemoDataOutcome } from './db/seed/prepare.ts';
import { DOCS_PREFIX } from './lib/api-paths.ts';

const DEMO_DATA_NOTE: Record<DemoDataOutcome, string> = {
  seeded: 'Demo data seeded into the empty database.',
  present: 'Demo data present from an earlier start.',
  'not-wanted': 'Demo data not seeded: DATABASE_URL is set and DEMO_DATA is not true.',
  'not-empty': 'Demo data not seeded: the database already has users.',
};

function accountLines(demoData: DemoDataOutcome): string[] {
  if (demoData === 'not-wanted' || demoData === 'not-empty') {
    return [
      'Create an administrator with a one-time set-password link:',
      '  npm run create-admin -- --email you@example.com --name "Your Name"',
    ];
  }
  return [
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map(
      (a) => `  ${a.email.padEnd(26)} ${a.role ?? (a.verified ? '(no role)' : '(no role, e-mail not verified)')}`,
    ),
  ];
}

export interface Welcome {
  url: string;
  /** Whether this process serves the portal, or the API alone. */
  portal: boolean;
  /** Whether the API docs are served (API_DOCS): they are named only then. */
  apiDocs: boolean;
  demoData: DemoDataOutcome;
}

export function printWelcome({ url, portal, apiDocs, demoData }: Welcome): void {
  const lines = [
    '',
    `DealLedger is running: ${url}${portal ? '' : ' (API only, no portal)'}`,
    ...(apiDocs ? [`API docs: ${url}${DOCS_PREFIX}`] : []),
    '',
    DEMO_DATA_NOTE[demoData],
    ...accountLines(demoData),
    '',
  ];
  process.stdout.write(lines.join('\n'));
}
