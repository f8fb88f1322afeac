/**
 * The shell-only page (access denied) is served shell.css, a part of app.css without the
 * screens' classes and the panels' components. It must look exactly as it would with app.css,
 * and a panel opened on it must bring app.css along before it is drawn.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { openPage, openSettings } from './shell-helpers.ts';
import { DEMO } from '../../support/demo-people.ts';

const PAGE = '/app/unauthorized';

const stylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets]
      .map((sheet) => new URL(sheet.href ?? '', location.href).pathname)
      .filter((path) => path.endsWith('.css')),
  );

const appStylesOf = async (page: Page) => (await page.locator('[data-app-styles]').getAttribute('data-app-styles'))!;

test.beforeEach(async ({ page, signIn }) => {
  await signIn(page, DEMO.superAdmin.email);
  await openPage(page, PAGE);
});

test('the shell-only page is served its lighter stylesheet and looks as it would with app.css', async ({ page }) => {
  const appStyles = await appStylesOf(page);
  const served = await stylesheets(page);
  expect(served).toHaveLength(1);
  expect(served[0]).not.toBe(appStyles);
  await expect(page.locator('#layout-sidebar').getByRole('link', { name: 'Main Dashboard' })).toHaveCount(1);

  // Every element's computed style, read just before and just after app.css arrives on top
  // (without custom properties: app.css defines the theme variables of every screen's classes too).
  const changed = await page.evaluate(async (href) => {
    // A control still easing into its colour (daisyUI's buttons take 0.2 s once hydration enables them) would read
    // half-way: end every running transition before each reading, so both are of final styles. (A <style> switching
    // transitions off would be refused by the page's CSP, which allows only the build's own inline styles.)
    const settle = () =>
      document.getAnimations().forEach((animation) => animation instanceof CSSTransition && animation.finish());
    const elements = [...document.querySelectorAll('html, html *')];
    const styles = () =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return [...style]
          .filter((name) => !name.startsWith('--'))
          .map((name) => `${name}:${style.getPropertyValue(name)}`);
      });
    settle();
    const before = styles();
    await new Promise<void>((resolve, reject) => {
      const sheet = Object.assign(document.createElement('link'), {
        rel: 'stylesheet',
        href,
        onload: () => resolve(),
        onerror: () => reject(new Error(href)),
      });
      document.head.appendChild(sheet);
    });
    settle();
    const after = styles();
    return after.flatMap((declarations, index) => {
      const differing = declarations.flatMap((declaration, at) =>
        declaration === before[index]?.[at] ? [] : [`${before[index]?.[at]} -> ${declaration}`],
      );
      const element = elements[index];
      const state = element?.matches(':disabled, :hover, :focus, :focus-visible, :active')
        ? ' (disabled, hovered, focused or active)'
        : '';
      return differing.length
        ? [
            `${element?.tagName.toLowerCase()}.${element?.getAttribute('class') ?? ''}${state}: ${differing.slice(0, 2).join(' ')}`,
          ]
        : [];
    });
  }, appStyles);
  expect(await stylesheets(page)).toEqual([...served, appStyles]);
  expect(changed, 'elements whose style app.css changes').toEqual([]);
});

test('a panel opened on the shell-only page is drawn with app.css', async ({ page }) => {
  const appStyles = await appStylesOf(page);
  expect(await stylesheets(page)).not.toContain(appStyles);
  await openSettings(page);
  expect(await stylesheets(page)).toContain(appStyles);
  // daisyUI's radio (in app.css, not in shell.css) draws its own circle instead of the native control.
  const radio = page.getByRole('dialog', { name: 'Settings' }).locator('input.radio').first();
  await expect(radio).toHaveCSS('appearance', 'none');
});
