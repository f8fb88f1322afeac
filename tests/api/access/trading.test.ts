/** The authorization matrix for proposals, deals, the portfolio and the marketplace; see trading-table.ts. */
import { useMatrix } from './matrix.ts';
import { TRADING_ROWS } from './trading-table.ts';

useMatrix('trading', TRADING_ROWS);
