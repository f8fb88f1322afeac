/** A form is in the HTML before its island hydrates: what a person typed meanwhile must not be lost. */

/** Text values already in the form's fields, for the fields the form keeps as strings. */
export function typedBeforeHydration<T extends Record<string, unknown>>(
  form: HTMLFormElement | null,
  initial: T,
): Partial<T> {
  const typed: Record<string, string> = {};
  if (!form) return typed as Partial<T>;
  for (const [name, start] of Object.entries(initial)) {
    const field = form.elements.namedItem(name);
    const textual =
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(field.type));
    if (typeof start === 'string' && textual && field.value !== '' && field.value !== start) typed[name] = field.value;
  }
  return typed as Partial<T>;
}
