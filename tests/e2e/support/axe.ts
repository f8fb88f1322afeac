/**
 * axe's findings on a page at rest. A control that hydration enables eases into its colour for
 * 0.2 s (daisyUI's transition), and axe reading it half-way reports a contrast the page never has
 * once still: each analysis first ends the running transitions, and the check asks again until the
 * page has settled. A finding that stays fails the test with the last analysis.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AxeCheck {
  /** Only the serious and critical findings. */
  seriousOnly?: boolean;
  /** Only these rules (all of axe's otherwise). */
  rules?: string[];
  /** How long the page has to settle; a full analysis of a large screen takes longer on a busy machine. */
  timeoutMs?: number;
}

/** Each finding as `rule: element, element`; transitions running on the page are ended first. */
export async function axeFindings(page: Page, check: AxeCheck = {}): Promise<string[]> {
  await page.evaluate(() =>
    document.getAnimations().forEach((animation) => animation instanceof CSSTransition && animation.finish()),
  );
  const builder = new AxeBuilder({ page });
  const results = await (check.rules ? builder.withRules(check.rules) : builder).analyze();
  return results.violations
    .filter((violation) => !check.seriousOnly || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The page settles with no finding. */
export async function expectNoAxeFindings(page: Page, check: AxeCheck = {}): Promise<void> {
  await expect
    .poll(() => axeFindings(page, check), {
      message: 'axe findings',
      timeout: check.timeoutMs ?? 15_000,
      intervals: [250, 500, 1_000],
    })
    .toEqual([]);
}
