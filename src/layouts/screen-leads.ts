/**
 * One or two sentences under each screen's title: what the screen is for and what can be
 * done there. They are part of the page as built, so they show at first paint, before any
 * island has its data; at two lines or more on a phone they stay the largest text a
 * screen paints first, which keeps its largest paint early on a slow line. Read only by the
 * build (AppShell.astro): none of it ships in the screens' scripts.
 */
export const SCREEN_LEADS: Readonly<Record<string, string>> = {
  dashboard:
    'Your organisations, your roles in each, and what waits for you. Every item links to the screen where you act on it.',
  settings:
    'Choose which of your notifications also reach you by e-mail. Every notification still shows on your dashboard under Needs your attention.',
  'bank.dashboard':
    "Your bank's loans by status, the proposals and approvals waiting, the deals to settle and what was sold each month, per currency.",
  'bank.mortgages':
    'Every loan of your bank, from draft to sold. Filter and sort them, and open one to edit it, submit it for approval or list it for sale.',
  'bank.mortgages.create':
    "Enter one loan's terms. Save a draft to finish later, or submit it: a bank manager other than you approves it before it can be listed.",
  'bank.mortgages.bulk-upload':
    'Upload a data tape of many loans as CSV or XLSX. Every row is checked first; a bank manager approves the batch before its loans are imported.',
  'bank.batches':
    'Every data tape your bank uploaded, with its status and each decision on it, and the batches waiting for a manager’s approval.',
  'bank.mortgages.batch':
    "The tape's rows as checked: the errors to fix row by row, the stratification of the valid loans, and the approval that imports them.",
  'bank.mortgages.show':
    "The loan's terms, status and risk, and every change made to it: who asked, who decided, when and why.",
  'bank.mortgages.listed':
    'The loan as investors see it on the marketplace: its listing terms, its bid deadline and the proposals it has received.',
  'bank.mortgages.data-room':
    "The listed loan's data room: folders of documents at level 1 (every investor who sees the listing) or level 2 (investors with a live proposal or a deal), and who opened what.",
  'bank.mortgages.edit':
    "Change the loan's terms. A draft changes at once; a change to an approved loan waits for a bank manager other than you.",
  'bank.pools':
    "Your bank's pools: approved loans of one currency grouped to be sold together. Open one to see its loans and stratification, or to list it.",
  'investor.pools':
    'The pools of loans banks offer your organisation for sale, with their deadlines. Open one to accept its NDA, read its tape and bid.',
  'investor.pools.show':
    "The pool's figures and its sale's deadlines. Accept the NDA to download the anonymised tape, then place or revise your sealed indicative bid before phase 1 closes.",
  'bank.pools.new':
    'Build a pool from a batch or from the loan list’s filters. You see how many loans it takes and their total before it is built.',
  'bank.pools.show':
    "The pool's loans, their stratification and total. Edit it while it is a draft, and list it for sale: a bank manager other than you approves the listing.",
  'bank.pools.data-room':
    "The pool's data room: folders of documents at level 1 (every investor past the NDA) or level 2 (shortlisted only), who opened what, and the investors' questions to answer.",
  'investor.pools.bid':
    'Your binding bid: a price for every loan of the pool, typed here or uploaded from the CSV template, with loans left out up to the limit. Bids close at the deadline shown; a late bid moves it.',
  'bank.pools.bids':
    "The pool's binding bids once phase 2 has closed: ranked by total and compared loan by loan. Award a winner and up to two backups; a bank manager other than you approves.",
  'bank.proposals':
    "Investors' proposals on your listed loans: accept, counter or reject each. An acceptance waits for a second bank manager before the investor is told.",
  'bank.deals':
    "Deals made on your bank's loans, from the investor's final acceptance to settlement. Confirm the settlement once the funds have arrived.",
  'bank.deals.show':
    "The deal's price, amount and fee exactly as both sides accepted them, with every step from final acceptance to settlement.",
  'investor.pools.data-room':
    "The pool's documents your organisation may open, by folder: level 2 opens once you are shortlisted. Every view and download is logged. Ask the bank your questions here.",
  'investor.main.dashboard':
    'The loans your organisation bought, their figures per currency, and your open proposals, those waiting for your final acceptance first.',
  'investor.dashboard':
    'Listed loans of every bank. Filter and sort them, export the filtered set as CSV, and open a loan to see its terms and make a proposal.',
  'investor.proposals':
    'Every proposal your organisation made, with its status. Those the bank accepted wait for your final acceptance before their deadline.',
  'investor.proposals.show':
    "The proposal's terms and every answer from the bank. Revise or withdraw it while it is open, or accept the bank's counter.",
  'investor.proposals.accept':
    'Check the final terms, the amount payable and the platform fee, then confirm to make the deal. What you confirm is exactly what is settled.',
  'investor.proposals.final-acceptance':
    'Check the final terms, the amount payable and the platform fee, then confirm to make the deal. What you confirm is exactly what is settled.',
  'investor.mortgages.show':
    "The listed loan's terms and risk figures without the borrower's identity, the bank's asking price and bid deadline, your proposal on it and the bank's documents.",
  'investor.deals':
    'Loans your organisation bought, from final acceptance to settlement. Mark the funds as sent once you have paid the bank.',
  'investor.deals.show':
    "The deal's price, amount and fee exactly as both sides accepted them, with every step from final acceptance to settlement.",
  'investor.pools.award':
    'Your place in the pool’s award. When your bid is invited, check its total, the platform fee and each loan’s price, then confirm it into one deal or decline it with a reason.',
  'admin.dashboard':
    'Registrations to review, changes waiting for a checker, the organisations and users on the platform, and the latest revisions.',
  'admin.registration-requests':
    'Organisations that applied to join the platform. Open one to check its details and documents before it is approved or rejected.',
  'admin.registration-requests.show':
    "The applicant's details and documents. The decision to approve or reject is made by one platform admin and checked by another.",
  'admin.pending-actions':
    'Every change waiting for four eyes, at the banks and on the platform. Filter by scope, type, maker or age, and decide the platform’s own here.',
  'admin.entities':
    'Every bank and investor on the platform, with its status. Open one to see its details and history, or to edit, suspend or reactivate it.',
  'admin.entities.show':
    "The organisation's details and status, and every change made to it, with who made it, who checked it, when and why.",
  'admin.entities.edit':
    "Change the organisation's details. Your edit waits for a second platform admin, who checks it before it applies.",
  'admin.revisions.show':
    'One applied change to a record, field by field, with who made it, who approved it and when. Step to the same record’s previous or next revision.',
  'admin.users':
    'Every user of the platform, with the organisations and roles they hold. Add a user, change their roles or deactivate them.',
  'admin.users.create':
    'Add a user and give them roles, each in one organisation. They receive an e-mail with a link to set their own password.',
  'admin.users.edit':
    "Change the user's name, e-mail and roles, or deactivate them: a deactivated user can no longer sign in, and their past actions stay on record.",
};

export function screenLead(routeName: string): string | undefined {
  return SCREEN_LEADS[routeName];
}
