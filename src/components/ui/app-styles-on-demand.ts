/**
 * The screens' stylesheet, for a page that was served without it. A page that is the shell
 * alone (ShellOnlyLayout) carries a lighter stylesheet without the daisyUI components of the
 * panels and dialogs, and names app.css in data-app-styles; whatever opens one of them waits
 * for app.css first, so nothing is ever drawn without its styles. On every other page app.css
 * is already there and the wait is none.
 * (Words here that name daisyUI components would add them to the stylesheets that read src/components/ui.)
 */
let requested: Promise<void> | null = null;

export function appStylesReady(): Promise<void> {
  if (requested) return requested;
  const href = document.querySelector<HTMLElement>('[data-app-styles]')?.dataset['appStyles'];
  if (!href) return Promise.resolve();
  requested = new Promise((resolve) => {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = href;
    // A stylesheet that failed leaves the panel plain, not unopenable.
    sheet.onload = sheet.onerror = () => resolve();
    document.head.appendChild(sheet);
  });
  return requested;
}

/** A module downloaded on demand, ready once the screens' stylesheet is too. */
export async function withAppStyles<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), appStylesReady()]);
  return module;
}
