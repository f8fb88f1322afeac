/** bench/budgets.json, and the checks of measured figures against it. */
import { readFileSync } from 'node:fs';
import type { BudgetClass } from './pages.ts';

export interface Budgets {
  profile: string;
  pages: Record<BudgetClass, { bytes: number; usableMs: number }>;
  warmUsableMs: number;
  navigationMs: number;
  lighthouse: Record<string, number>;
}

export function readBudgets(path = new URL('../budgets.json', import.meta.url)): Budgets {
  return JSON.parse(readFileSync(path, 'utf8')) as Budgets;
}

/** A broken budget, said in words; none when the figure is within it. */
export function overBudget(what: string, value: number, limit: number, unit: string): string | null {
  return value <= limit ? null : `${what}: ${Math.round(value)} ${unit} > ${limit} ${unit}`;
}
