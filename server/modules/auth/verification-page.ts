/** The page a broken or expired verification link shows: what happened and where to get a new link. */
import { VERIFY_EMAIL_PATH } from '../../../src/domain/routes.ts';

export type LinkProblem = 'invalid' | 'expired';

const TEXT: Record<LinkProblem, { title: string; body: string }> = {
  invalid: {
    title: 'This verification link is not valid',
    body: 'The link may have been copied incompletely or changed, or it was sent for an email address this account no longer uses.',
  },
  expired: {
    title: 'This verification link has expired',
    body: 'Verification links are valid for 60 minutes.',
  },
};

export function verificationProblemPage(problem: LinkProblem, appUrl: string): string {
  const { title, body } = TEXT[problem];
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} - DealLedger</title></head>
<body>
<main>
<h1>${title}</h1>
<p>${body}</p>
<p>Sign in and ask for a new link on the <a href="${appUrl}${VERIFY_EMAIL_PATH}">email verification page</a>.</p>
</main>
</body>
</html>
`;
}
