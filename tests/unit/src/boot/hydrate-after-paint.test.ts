/** The client:paint directive: an island hydrates once the document is parsed and its content shown, asking for its modules then. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = () => void;

let readyState: string;
let parsedListeners: Listener[];
let paintObservers: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void)[];
let appended: { rel: string; href: string }[];

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  readyState = 'loading';
  parsedListeners = [];
  paintObservers = [];
  appended = [];
  vi.stubGlobal('document', {
    get readyState() {
      return readyState;
    },
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'DOMContentLoaded') parsedListeners.push(listener);
    },
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: (typeof appended)[number]) => appended.push(link) },
  });
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(callback: (typeof paintObservers)[number]) {
        paintObservers.push(callback);
      }
      observe() {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const island = (afterPaint: string | null) =>
  ({ getAttribute: (name: string) => (name === 'after-paint' ? afterPaint : null) }) as unknown as HTMLElement;

async function directive() {
  return (await import('@/boot/hydrate-after-paint')).default;
}

function hydration() {
  const hydrate = vi.fn();
  const load = vi.fn(async () => hydrate);
  return { load, hydrate };
}

const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

function parse() {
  readyState = 'interactive';
  parsedListeners.forEach((listener) => listener());
}

function showContent() {
  const entries = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) };
  paintObservers.forEach((observer) => observer(entries));
}

describe('an island hydrated after the paint', () => {
  it('waits for the end of parsing and the first contentful paint, then asks for its modules and hydrates', async () => {
    const run = await directive();
    const { load, hydrate } = hydration();
    void run(load, { name: 'List', value: '' }, island('screen-kit.a kit.b'));
    await settle();
    expect(paintObservers).toHaveLength(0);

    parse();
    await settle();
    expect(paintObservers).toHaveLength(1);
    paintObservers[0]!({ getEntriesByName: () => [] });
    await settle();
    expect(load).not.toHaveBeenCalled();

    showContent();
    await settle();
    expect(appended.map((link) => [link.rel, link.href])).toEqual([
      ['modulepreload', '/_astro/screen-kit.a.js'],
      ['modulepreload', '/_astro/kit.b.js'],
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('waits for one paint however many islands there are, and an island without a list asks for nothing more', async () => {
    readyState = 'complete';
    const run = await directive();
    const first = hydration();
    const second = hydration();
    void run(first.load, { name: 'A', value: '' }, island('shell.s'));
    void run(second.load, { name: 'B', value: '' }, island(null));
    showContent();
    await settle();
    expect(paintObservers).toHaveLength(1);
    expect(appended.map((link) => link.href)).toEqual(['/_astro/shell.s.js']);
    expect(first.hydrate).toHaveBeenCalledTimes(1);
    expect(second.hydrate).toHaveBeenCalledTimes(1);
  });

  it('hydrates anyway when no contentful paint is reported within a second', async () => {
    readyState = 'complete';
    const run = await directive();
    const { load, hydrate } = hydration();
    void run(load, { name: 'List', value: '' }, island(null));
    await settle();
    vi.advanceTimersByTime(999);
    await settle();
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
