/** What users read about batches. */
export const BATCH_MESSAGES = {
  duplicateInFile: (ref: string, firstRow: number) =>
    `The loan_ref "${ref}" is already on row ${firstRow} of this file.`,
  duplicateOfLoan: (ref: string) => `The bank already has a loan with the loan_ref "${ref}".`,
  missingColumns: 'The file is missing required columns: see the errors of row 1.',
  unreadable: 'The file could not be read. Check that it is a CSV or XLSX file made from the template.',
  abandoned: 'Validation stopped before it finished (the server restarted). Upload the file again.',
  notValidated: 'Only a validated batch can be submitted.',
  noValidRows: 'The batch has no valid rows to import.',
  notPending: 'The batch is not awaiting approval.',
  duplicatesAtApproval: (count: number, example: string) =>
    `${count} loan_ref${count === 1 ? '' : 's'} of this batch now exist among the bank's loans (for example "${example}"). Reject the batch and upload those rows again.`,
  duplicatesAtImport: (count: number, example: string) =>
    `The import stopped and nothing was imported: ${count} loan_ref${count === 1 ? '' : 's'} of this batch now exist among the bank's loans (for example "${example}"). Upload those rows again in a new file.`,
  importFailed: 'The import stopped and nothing was imported. Upload the file again.',
  fileRequired: 'Choose a CSV or XLSX file.',
  chooseBank: 'Choose the bank of the batch.',
} as const;
