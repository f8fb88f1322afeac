/** The authorization matrix for a pool's award; see pool-award-table.ts. */
import { POOL_AWARD_ROWS } from './pool-award-table.ts';
import { useMatrix } from './matrix.ts';

useMatrix('pool award', POOL_AWARD_ROWS);
