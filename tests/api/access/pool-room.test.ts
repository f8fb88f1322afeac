/** The authorization matrix for a pool's data room and questions; see pool-room-table.ts. */
import { POOL_ROOM_ROWS } from './pool-room-table.ts';
import { useMatrix } from './matrix.ts';

useMatrix('pool data room', POOL_ROOM_ROWS);
