/** The words of the bank's batch list, used by the screen and by the tests. */
import { formatCount } from '@/domain/format-decimal';

export const BATCHES_PATH = '/app/bank/batches';
export const batchPath = (id: number) => `/app/bank/mortgages/batch/${id}`;

export const BATCH_LIST_TEXT = {
  caption: 'Batches',
  tabs: 'Batch status',
  all: 'All',
  waiting: 'Awaiting approval',
  awaitingMe: 'Awaiting my approval',
  rejected: 'Rejected',
  imported: 'Imported',
  upload: 'Upload a data tape',
  columns: {
    file: 'File',
    uploaded: 'Uploaded',
    rows: 'Valid rows',
    status: 'Status',
    decision: 'Decision',
  },
  rowsOf: (valid: number, total: number) => `${formatCount(valid)} of ${formatCount(total)}`,
  submittedBy: (name: string, when: string) => `Submitted by ${name} on ${when}`,
  waitingFor: 'Waiting for a bank manager',
  ownWaiting: 'You submitted it: another bank manager decides it',
  approvedBy: (name: string, when: string) => `Approved by ${name} on ${when}`,
  rejectedBy: (name: string, when: string) => `Rejected by ${name} on ${when}`,
  cancelledOn: (when: string) => `Submission cancelled on ${when}`,
  reason: (reason: string) => `Reason: ${reason}`,
  emptyTitle: 'No data tapes yet',
  emptyDetail: 'Upload a CSV or XLSX tape to add many loans at once; each upload shows here with its status.',
  emptyFilteredTitle: 'No batches here',
  emptyFilteredDetail: 'Choose another tab to see more.',
  emptyAwaitingTitle: 'No batch awaits your approval',
  emptyAwaitingDetail: 'Tapes your colleagues submit appear here for you to approve or reject.',
} as const;
