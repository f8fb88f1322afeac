/** The authorization matrix for four eyes and the revision log; see approvals-table.ts. */
import { APPROVAL_ROWS } from './approvals-table.ts';
import { useMatrix } from './matrix.ts';

useMatrix('four eyes and revisions', APPROVAL_ROWS);
