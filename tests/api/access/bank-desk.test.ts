/** The authorization matrix for the bank desk; see bank-desk-table.ts. */
import { BANK_DESK_ROWS } from './bank-desk-table.ts';
import { useMatrix } from './matrix.ts';

useMatrix('bank desk', BANK_DESK_ROWS);
