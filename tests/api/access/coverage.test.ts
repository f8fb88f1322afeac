/**
 * Every operation in openapi.json has at least one row in the authorization matrix, and every row
 * names an operation that exists: a new endpoint fails here until its row is written.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROWS } from './admin-table.ts';
import { APPROVAL_ROWS } from './approvals-table.ts';
import { BANK_DESK_ROWS } from './bank-desk-table.ts';
import { cellCount } from './matrix.ts';
import { POOL_ROWS } from './pools-table.ts';
import { POOL_ROOM_ROWS } from './pool-room-table.ts';
import { LISTING_ROOM_ROWS } from './listing-room-table.ts';
import { POOL_BID_ROWS } from './pool-bids-table.ts';
import { POOL_PHASE1_ROWS } from './pool-phase1-table.ts';
import { POOL_AWARD_ROWS } from './pool-award-table.ts';
import { COLUMNS } from './principals.ts';
import { SESSION_ROWS } from './session-table.ts';
import { TRADING_ROWS } from './trading-table.ts';

const ROWS = [
  ...SESSION_ROWS,
  ...BANK_DESK_ROWS,
  ...APPROVAL_ROWS,
  ...ADMIN_ROWS,
  ...TRADING_ROWS,
  ...POOL_ROWS,
  ...POOL_ROOM_ROWS,
  ...LISTING_ROOM_ROWS,
  ...POOL_BID_ROWS,
  ...POOL_PHASE1_ROWS,
  ...POOL_AWARD_ROWS,
];
const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'];

function documentedOperations(): string[] {
  const document = JSON.parse(readFileSync(new URL('../../../openapi.json', import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('the authorization matrix covers the API', () => {
  const operations = documentedOperations();

  it('has a row for every operation in openapi.json', () => {
    const covered = new Set(ROWS.map((entry) => entry.op));
    expect(operations.filter((operation) => !covered.has(operation))).toEqual([]);
  });

  it('has no row for an operation openapi.json does not have', () => {
    expect(ROWS.map((entry) => entry.op).filter((operation) => !operations.includes(operation))).toEqual([]);
  });

  it('gives every row an expectation for every principal, and counts the cells', () => {
    for (const entry of ROWS) expect(Object.keys(entry.expect), `${entry.op} on ${entry.on}`).toEqual(COLUMNS);
    console.info(
      `authorization matrix: ${operations.length} operations, ${ROWS.length} rows, ${COLUMNS.length} principals, ${cellCount(ROWS)} cells`,
    );
  });
});
