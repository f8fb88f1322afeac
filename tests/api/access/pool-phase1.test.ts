/** The authorization matrix for phase 1 of a pool's sale; see pool-phase1-table.ts. */
import { POOL_PHASE1_ROWS } from './pool-phase1-table.ts';
import { useMatrix } from './matrix.ts';

useMatrix('pool phase 1', POOL_PHASE1_ROWS);
