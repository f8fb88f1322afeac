/** The authorization matrix for pools; see pools-table.ts. */
import { POOL_ROWS } from './pools-table.ts';
import { useMatrix } from './matrix.ts';

useMatrix('pools', POOL_ROWS);
