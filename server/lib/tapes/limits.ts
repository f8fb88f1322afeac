/** The limits of a data tape (DOMAIN.md, "Data tapes"), and what a workbook may inflate to. */
import { TAPE_MAX_BYTES, TAPE_MAX_ROWS } from '../../../src/domain/tapes.ts';

export interface TapeLimits {
  /** Bytes of the uploaded file. */
  maxBytes: number;
  /** Data rows after the header. */
  maxRows: number;
  /** An archive entry may inflate to at most this many times its compressed size (above `ratioFloorBytes`). */
  maxInflationRatio: number;
  /** Entries smaller than this are not held to the ratio: tiny XML parts compress very well. */
  ratioFloorBytes: number;
  /** All entries of a workbook together, inflated. */
  maxInflatedBytes: number;
}

export const TAPE_LIMITS: TapeLimits = {
  maxBytes: TAPE_MAX_BYTES,
  maxRows: TAPE_MAX_ROWS,
  maxInflationRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  // A 200,000-row sheet of the template's 30 columns is about 300 MB of XML.
  maxInflatedBytes: 1024 * 1024 * 1024,
};
