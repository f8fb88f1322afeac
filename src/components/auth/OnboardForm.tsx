/** The onboarding form at /onboard: a guest asks for their bank or investor to join, with documents. */
import { onboardingSchema } from '@/domain/auth-rules';
import { pathFor } from '@/domain/routes';
import { onboard } from '@/stores/auth-account';
import { ONBOARD_LABELS, ONBOARD_TEXT } from './auth-text';
import { DocumentPicker } from './DocumentPicker';
import { FormAlert } from '@/components/forms/FormAlert';
import { OnboardOrganisationFields } from './OnboardOrganisationFields';
import {
  EMPTY_ONBOARDING,
  documentFieldErrors,
  documentsError,
  onboardingBody,
  type OnboardTextField,
} from './onboard-values';
import { TextField } from '@/components/forms/TextField';
import { useAuthForm } from './use-auth-form';

export default function OnboardForm() {
  const form = useAuthForm({
    initial: EMPTY_ONBOARDING,
    schema: onboardingSchema,
    extraErrors: documentFieldErrors,
    send: (values) => onboard(onboardingBody(values)),
  });
  const { values, setField, errorOf } = form;
  const setText = (field: OnboardTextField) => setField(field);

  return (
    <section className="card mx-auto w-full max-w-2xl bg-base-100 shadow-sm" aria-labelledby="onboard-heading">
      <div className="card-body gap-4 p-5 sm:p-8">
        <header>
          <a href="/" className="text-sm font-semibold text-primary">
            DealLedger
          </a>
          <h1 id="onboard-heading" className="mt-2 text-2xl font-semibold">
            {ONBOARD_TEXT.heading}
          </h1>
          <p className="mt-1 text-sm opacity-80">{ONBOARD_TEXT.intro}</p>
        </header>
        {form.success ? (
          <>
            <FormAlert kind="success" message={form.success} />
            <a className="btn btn-primary" href={pathFor('home')}>
              {ONBOARD_TEXT.done}
            </a>
          </>
        ) : (
          <>
            <FormAlert kind="error" message={form.failure} />
            <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-6">
              <OnboardOrganisationFields values={values} setText={setText} errorOf={errorOf} />
              <fieldset className="flex flex-col gap-1">
                <legend className="text-lg font-semibold">{ONBOARD_TEXT.contact}</legend>
                {(['contact_person_name', 'contact_person_email', 'contact_person_phone'] as const).map((field) => (
                  <TextField
                    key={field}
                    name={field}
                    label={ONBOARD_LABELS[field]}
                    type={
                      field === 'contact_person_email' ? 'email' : field === 'contact_person_phone' ? 'tel' : 'text'
                    }
                    required
                    value={values[field]}
                    onValue={setText(field)}
                    error={errorOf(field)}
                  />
                ))}
              </fieldset>
              <DocumentPicker
                files={values.documents}
                onFiles={setField('documents')}
                error={documentsError(form.errors)}
              />
              <button
                type="submit"
                className="btn w-full btn-primary sm:w-auto sm:self-end"
                disabled={form.submitting || !form.ready}
              >
                {form.submitting ? ONBOARD_TEXT.submitting : ONBOARD_TEXT.submit}
              </button>
            </form>
          </>
        )}
        <a className="link text-sm link-primary" href={pathFor('login')}>
          {ONBOARD_TEXT.login}
        </a>
      </div>
    </section>
  );
}
