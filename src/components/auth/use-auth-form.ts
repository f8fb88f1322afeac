/**
 * State of one auth form: values, the client-side check with the server's own
 * rules (auth-rules.ts), the server's 422 field errors, and the outcome message.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { config, type ZodType } from 'zod';
import type { AuthOutcome } from '@/stores/auth';
import type { FieldErrors } from '@/lib/api/auth-errors';
import { typedBeforeHydration } from '@/components/forms/typed-before-hydration';

// Without this, zod probes `new Function` once to speed up object checks; the portal's CSP
// forbids eval, and Chrome reports the caught probe as a CSP issue on every form page.
config({ jitless: true });

/** The first message per field of a failed check, keyed by the field's top-level name. */
export function issuesByField(schema: ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export interface AuthFormOptions<T> {
  initial: T;
  schema: ZodType;
  /** Extra checks the schema cannot make (the onboarding documents). */
  extraErrors?: (values: T) => FieldErrors;
  send: (values: T) => Promise<AuthOutcome>;
  onSuccess?: (outcome: Extract<AuthOutcome, { ok: true }>) => void;
}

export function useAuthForm<T extends Record<string, unknown>>(options: AuthFormOptions<T>) {
  const [values, setValues] = useState<T>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [ready, setReady] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The form is in the HTML before its script runs: keep what was typed in the meantime.
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current, options.initial);
    if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }));
    setReady(true);
    // Once, at hydration: later renders must not take the DOM's word over the state's.
  }, []);

  // After a failed submit the first field in error takes the focus, so its message is read out.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const setField =
    <K extends keyof T>(field: K) =>
    (value: T[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        if (!current[field as string]) return current;
        const { [field as string]: _cleared, ...rest } = current;
        return rest;
      });
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    setSuccess(null);
    const found = { ...issuesByField(options.schema, values), ...options.extraErrors?.(values) };
    if (Object.keys(found).length) {
      setErrors(found);
      setAttempt((n) => n + 1);
      return;
    }
    setSubmitting(true);
    const outcome = await options.send(values);
    setSubmitting(false);
    if (outcome.ok) {
      setErrors({});
      setSuccess(outcome.message);
      options.onSuccess?.(outcome);
      return;
    }
    setErrors(outcome.fieldErrors);
    setFailure(outcome.message);
    setAttempt((n) => n + 1);
  };

  const errorOf = (field: string) => errors[field]?.[0];

  return { values, setValues, setField, errors, errorOf, failure, success, submitting, ready, onSubmit, formRef };
}
