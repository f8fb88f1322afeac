/** The authorization matrix for the admin area; see admin-table.ts. */
import { ADMIN_ROWS } from './admin-table.ts';
import { useMatrix } from './matrix.ts';

useMatrix('admin area', ADMIN_ROWS);
