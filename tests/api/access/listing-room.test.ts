/** The authorization matrix for a listed loan's data room; see listing-room-table.ts. */
import { LISTING_ROOM_ROWS } from './listing-room-table.ts';
import { useMatrix } from './matrix.ts';

useMatrix('listing data room', LISTING_ROOM_ROWS);
