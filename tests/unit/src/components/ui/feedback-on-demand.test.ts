/** Toasts and the confirmation dialog on public pages: loaded only when first asked for, then mounted once. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mountFeedback = vi.fn();
vi.mock('@/components/ui/mount-feedback', () => ({ mountFeedback }));

const host = { id: 'global-feedback' };

async function freshModules() {
  vi.resetModules();
  const onDemand = await import('@/components/ui/feedback-on-demand');
  const toasts = await import('@/stores/toast');
  const confirm = await import('@/stores/confirm');
  return { ...onDemand, ...toasts, ...confirm };
}

/** The dynamic import resolves on a later turn. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  mountFeedback.mockReset();
  // A screen's page: app.css is there already, nothing names it in data-app-styles.
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === host.id ? host : null),
    querySelector: () => null,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('feedback on demand', () => {
  it('loads nothing until something is asked for', async () => {
    const { mountFeedbackOnDemand } = await freshModules();
    mountFeedbackOnDemand();
    await settled();
    expect(mountFeedback).not.toHaveBeenCalled();
  });

  it('mounts once, into its host, when the first toast arrives', async () => {
    const { mountFeedbackOnDemand, toast } = await freshModules();
    mountFeedbackOnDemand();
    toast({ summary: 'One' });
    toast({ summary: 'Two' });
    await settled();
    expect(mountFeedback).toHaveBeenCalledTimes(1);
    expect(mountFeedback).toHaveBeenCalledWith(host);
  });

  it('mounts when a confirmation is requested', async () => {
    const { mountFeedbackOnDemand, requestConfirm } = await freshModules();
    mountFeedbackOnDemand();
    void requestConfirm({ message: 'Sure?' });
    await settled();
    expect(mountFeedback).toHaveBeenCalledTimes(1);
  });

  it('mounts at once when a toast was raised before the page script ran', async () => {
    const { mountFeedbackOnDemand, toast } = await freshModules();
    toast({ summary: 'Early' });
    mountFeedbackOnDemand();
    await settled();
    expect(mountFeedback).toHaveBeenCalledTimes(1);
  });

  it("on the shell-only page, mounts once the screens' stylesheet has loaded, never before", async () => {
    const sheet: { rel?: string; href?: string; onload?: () => void } = {};
    const appended: unknown[] = [];
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === host.id ? host : null),
      querySelector: () => ({ dataset: { appStyles: '/_astro/app.css' } }),
      createElement: () => sheet,
      head: { appendChild: (node: unknown) => appended.push(node) },
    });
    const { mountFeedbackOnDemand, toast } = await freshModules();
    mountFeedbackOnDemand();
    toast({ summary: 'Styled' });
    await settled();
    expect(appended).toEqual([sheet]);
    expect(sheet).toMatchObject({ rel: 'stylesheet', href: '/_astro/app.css' });
    expect(mountFeedback).not.toHaveBeenCalled();
    sheet.onload!();
    await settled();
    expect(mountFeedback).toHaveBeenCalledTimes(1);
  });
});
