/** The listing page counts and lists the proposals Manage Proposals shows for the same loan. */
import { test, expect } from '../fixtures.ts';
import { DEMO } from '../../support/demo-people.ts';
import { deskSessions, listedLoan, pageAs, propose } from './desk-scenes.ts';

test.describe.configure({ timeout: 120_000 });

test('the listing page shows the proposal the bank has received on the loan', async ({ browser, signIn }) => {
  const desk = await deskSessions();
  const loan = await listedLoan(desk.officer, desk.manager, 'LISTED');
  await propose(desk.investor, loan.id, '97.250');
  await desk.dispose();

  const officer = await pageAs(browser, signIn, DEMO.northwindOfficer.email);
  await officer.goto(`/app/bank/mortgages/${loan.id}/listed`);
  await expect(officer.getByTestId('proposals-count')).toHaveText('1', { timeout: 30_000 });
  const proposals = officer.getByRole('list', { name: 'Proposals received' });
  await expect(proposals.getByRole('listitem')).toHaveCount(1);
  await expect(proposals).toContainText('Summit Capital');
  await expect(proposals).toContainText('97.250%');
  await expect(proposals).toContainText('Submitted');
  await expect(officer.getByText('No proposals yet.')).toHaveCount(0);

  await officer.getByRole('link', { name: 'Answer them in Manage Proposals' }).click();
  await expect(officer).toHaveURL(new RegExp(`/app/bank/proposals\\?loan_id=${loan.id}&status=all$`));
  await expect(
    officer.getByRole('table', { name: 'Proposals' }).getByRole('row').filter({ hasText: 'Summit Capital' }),
  ).toHaveCount(1, { timeout: 30_000 });
});
