/** The authorization matrix for binding bids; see pool-bids-table.ts. */
import { POOL_BID_ROWS } from './pool-bids-table.ts';
import { useMatrix } from './matrix.ts';

useMatrix('pool bids', POOL_BID_ROWS);
