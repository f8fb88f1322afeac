import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { themeAttributes } from '@/components/layout/apply-theme';
import {
  DEFAULT_LAYOUT_CONFIG,
  LAYOUT_CONFIG_KEY,
  MENU_MODES,
  PRESETS,
  PRIMARY_COLORS,
  parseLayoutConfig,
  type LayoutConfig,
} from '@/stores/layout';

const BOOT = readFileSync('src/boot/theme.js', 'utf8');

const PALETTES = '/_astro/other-palettes.css';

/** Runs the boot script against a stand-in <html>, <head> and localStorage. */
function boot(stored: string | null) {
  const attributes: Record<string, string> = {};
  const classes = new Set<string>();
  const linked: { rel: string; href: string; blocking: string | undefined }[] = [];
  const documentElement = {
    getAttribute: (name: string) => (name === 'data-palettes' ? PALETTES : null),
    setAttribute: (name: string, value: string) => (attributes[name] = value),
    classList: { add: (name: string) => classes.add(name), remove: (name: string) => classes.delete(name) },
  };
  const createElement = () => {
    const element = {
      rel: '',
      href: '',
      blocking: undefined as string | undefined,
      setAttribute: (name: string, value: string) => name === 'blocking' && (element.blocking = value),
    };
    return element;
  };
  const head = {
    appendChild: (element: (typeof linked)[number]) =>
      linked.push({ rel: element.rel, href: element.href, blocking: element.blocking }),
  };
  const localStorage = { getItem: (key: string) => (key === LAYOUT_CONFIG_KEY ? stored : null) };
  runInNewContext(BOOT, { document: { documentElement, head, createElement }, window: { localStorage } });
  return { attributes, dark: classes.has('app-dark'), linked };
}

describe('the theme applied before first paint', () => {
  const configs: LayoutConfig[] = [
    { preset: 'Aura', primary: 'blue', darkTheme: false, menuMode: 'static' },
    { preset: 'Lara', primary: 'noir', darkTheme: true, menuMode: 'horizontal' },
    { preset: 'Aura', primary: 'rose', darkTheme: true, menuMode: 'reveal' },
  ];

  it.each(configs)('matches what the layout store applies for %o', (config) => {
    const result = boot(JSON.stringify(config));
    expect(result.attributes).toEqual(themeAttributes(config));
    expect(result.dark).toBe(config.darkTheme);
  });

  it('applies the defaults when nothing or garbage is stored', () => {
    for (const stored of [null, '{not json', JSON.stringify({ primary: 'mauve', menuMode: 'sideways' })]) {
      const result = boot(stored);
      expect(result.attributes).toEqual(themeAttributes(parseLayoutConfig({})));
      expect(result.dark).toBe(false);
    }
  });

  // The boot script repeats the lists by hand (it runs before any bundle): every value of
  // every list must survive it, so a colour or mode added to the store alone fails here.
  const everyConfig: LayoutConfig[] = [
    ...PRIMARY_COLORS.map((primary) => ({ ...DEFAULT_LAYOUT_CONFIG, primary })),
    ...MENU_MODES.map((menuMode) => ({ ...DEFAULT_LAYOUT_CONFIG, menuMode })),
    ...PRESETS.map((preset) => ({ ...DEFAULT_LAYOUT_CONFIG, preset, darkTheme: true })),
  ];

  it.each(everyConfig)('knows every colour, menu mode and preset of the store: %o', (config) => {
    expect(boot(JSON.stringify(config)).attributes).toEqual(themeAttributes(config));
  });

  it('links the other palettes, holding the first paint, only for a colour other than blue', () => {
    expect(boot(JSON.stringify({ ...DEFAULT_LAYOUT_CONFIG, primary: 'blue' })).linked).toEqual([]);
    expect(boot(null).linked).toEqual([]);
    expect(boot(JSON.stringify({ ...DEFAULT_LAYOUT_CONFIG, primary: 'rose' })).linked).toEqual([
      { rel: 'stylesheet', href: PALETTES, blocking: 'render' },
    ]);
  });

  it("falls back to the store's defaults", () => {
    expect(boot(null).attributes).toEqual(themeAttributes(DEFAULT_LAYOUT_CONFIG));
  });
});
