import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/domain/routes';
import { SCREEN_LEADS } from '@/layouts/screen-leads';

/** The pages under /app that are not business screens: a message in a card is all they show. */
const MESSAGE_PAGES = new Set(['unauthorized', 'app.not-found']);
const screens = ROUTES.filter((route) => route.layout === 'app' && !MESSAGE_PAGES.has(route.name));

describe('the lead under each screen title', () => {
  it.each(screens.map((route) => [route.name]))('%s says what the screen is for', (name) => {
    expect(SCREEN_LEADS[name]).toBeDefined();
  });

  it('runs to two lines on a phone, so the screen paints its largest text first', () => {
    // 380 px of text at 16 px hold about 50 characters a line.
    const short = Object.entries(SCREEN_LEADS).filter(([, lead]) => lead.length < 100);
    expect(short).toEqual([]);
  });

  it('names only routes that exist', () => {
    const names = new Set(ROUTES.map((route) => route.name));
    expect(Object.keys(SCREEN_LEADS).filter((name) => !names.has(name))).toEqual([]);
  });
});
