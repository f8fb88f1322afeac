/** The authorization matrix for the public and session operations; see session-table.ts. */
import { useMatrix } from './matrix.ts';
import { SESSION_ROWS } from './session-table.ts';

useMatrix('public and session', SESSION_ROWS);
