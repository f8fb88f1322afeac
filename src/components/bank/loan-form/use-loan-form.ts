/**
 * State of the loan form: the typed text, the shared rules (validateLoan) shown per field once
 * the field was left or a save was tried, the server's 422 messages under their fields, and a
 * copy of the typed text in sessionStorage until the loan is saved.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { todayIso } from '@/domain/loans/dates';
import { validateLoan, type LoanValidation } from '@/domain/loans/validate';
import { LOAN_INPUT_FIELDS, type LoanInputField } from '@/domain/loans/vocabulary';
import type { FieldErrors } from '@/lib/api/auth-errors';
import { typedBeforeHydration } from '@/components/forms/typed-before-hydration';
import { EMPTY_LOAN_FORM, type LoanFormValues } from './form-values';
import { clearDraft, readDraft, writeDraft } from './loan-draft';

const isField = (name: string): name is LoanInputField => (LOAN_INPUT_FIELDS as readonly string[]).includes(name);

export function useLoanForm() {
  /** The loan the typed copy belongs to; null for a new loan. */
  const [loanId, setLoanId] = useState<number | null>(null);
  const [values, setValues] = useState<LoanFormValues>(EMPTY_LOAN_FORM);
  const [touched, setTouched] = useState<ReadonlySet<LoanInputField>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);
  const [restored, setRestored] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const validation: LoanValidation = useMemo(() => validateLoan(values, { today: todayIso() }), [values]);

  // Keep a copy of what was typed for as long as it is not saved.
  useEffect(() => {
    if (dirty) writeDraft(loanId, values);
  }, [dirty, loanId, values]);

  // After a refused save the first field in error takes the focus, so its message is read out.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  /** Starts from these values, or from the copy kept in this tab when there is one. */
  const start = (initial: LoanFormValues, id: number | null) => {
    setLoanId(id);
    const kept = readDraft(id);
    const typed = typedBeforeHydration(formRef.current, initial);
    const hasKept =
      kept !== null && Object.entries(kept).some(([field, value]) => initial[field as LoanInputField] !== value);
    setValues({ ...initial, ...(hasKept ? kept : {}), ...typed });
    setRestored(hasKept);
    if (hasKept || Object.keys(typed).length > 0) setDirty(true);
  };

  const discardKept = (initial: LoanFormValues) => {
    clearDraft(loanId);
    setValues(initial);
    setRestored(false);
    setDirty(false);
    setServerErrors({});
    setTouched(new Set());
    setShowAll(false);
  };

  const setField = (field: LoanInputField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDirty(true);
    setServerErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const touch = (field: LoanInputField) => () =>
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));

  const shown = (field: LoanInputField) => showAll || touched.has(field);
  const errorOf = (field: LoanInputField): string | undefined =>
    serverErrors[field]?.[0] ?? (shown(field) ? validation.errors[field]?.[0] : undefined);
  // A risk warning concerns a value already there, typed or reopened: it shows at once, not once the field is left.
  const warningOf = (field: LoanInputField): string | undefined => validation.warnings[field]?.[0];

  /** Shows every message; true when the shared rules pass. */
  const check = (): boolean => {
    setShowAll(true);
    const valid = validation.values !== undefined;
    if (!valid) setAttempt((n) => n + 1);
    return valid;
  };

  /** The server's 422 messages: those of form fields go under them, the rest are returned for the alert. */
  const showServerErrors = (errors: FieldErrors): string[] => {
    const own: FieldErrors = {};
    const others: string[] = [];
    for (const [field, messages] of Object.entries(errors)) {
      if (isField(field)) own[field] = messages;
      else others.push(...messages);
    }
    setServerErrors(own);
    setAttempt((n) => n + 1);
    return others;
  };

  const forget = () => {
    clearDraft(loanId);
    setDirty(false);
  };

  /** The new loan now exists: the typed copy is kept under its id from now on. */
  const moveTo = (id: number) => {
    clearDraft(loanId);
    setLoanId(id);
  };

  return {
    values,
    validation,
    formRef,
    restored,
    start,
    discardKept,
    setField,
    touch,
    errorOf,
    warningOf,
    check,
    showServerErrors,
    forget,
    moveTo,
  };
}
