/** The organisation part of the onboarding form: type, identity, address and the bank- or investor-only fields. */
import { INVESTOR_TYPES, INVESTOR_TYPE_LABELS } from '@/domain/auth-rules';
import { COUNTRIES as COUNTRY_LIST } from '@/domain/countries';
import { ONBOARD_LABELS, ONBOARD_TEXT, FORM_TEXT } from './auth-text';
import type { OnboardTextField, OnboardValues } from './onboard-values';
import { SelectField } from '@/components/forms/SelectField';
import { TextField, describedBy } from '@/components/forms/TextField';

export interface OnboardPartProps {
  values: OnboardValues;
  setText: (field: OnboardTextField) => (value: string) => void;
  errorOf: (field: string) => string | undefined;
}

const COUNTRIES = COUNTRY_LIST.map(({ code, name }) => ({ value: code, label: name }));
const INVESTOR_OPTIONS = INVESTOR_TYPES.map((type) => ({ value: type, label: INVESTOR_TYPE_LABELS[type] }));

export function OnboardOrganisationFields({ values, setText, errorOf }: OnboardPartProps) {
  const text = (field: Exclude<OnboardTextField, 'entity_type'>, extra: Record<string, unknown> = {}) => (
    <TextField
      name={field}
      label={ONBOARD_LABELS[field]}
      value={values[field]}
      onValue={setText(field)}
      error={errorOf(field)}
      {...extra}
    />
  );
  const addressError = errorOf('address');
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-lg font-semibold">{ONBOARD_TEXT.organisation}</legend>
      <fieldset className="fieldset">
        <legend className="fieldset-legend">{ONBOARD_TEXT.entityType}</legend>
        <div className="flex gap-6">
          {(['bank', 'investor'] as const).map((type) => (
            <label key={type} className="label cursor-pointer gap-2 text-base-content">
              <input
                type="radio"
                name="entity_type"
                value={type}
                className="radio radio-sm radio-primary"
                checked={values.entity_type === type}
                onChange={() => setText('entity_type')(type)}
              />
              {ONBOARD_TEXT.entityTypes[type]}
            </label>
          ))}
        </div>
      </fieldset>
      {text('name', { autoComplete: 'organization', required: true })}
      {text('legal_name', { required: true })}
      {text('registration_number', { required: true })}
      <SelectField
        name="country"
        label={ONBOARD_LABELS.country}
        placeholder={ONBOARD_TEXT.chooseCountry}
        options={COUNTRIES}
        value={values.country}
        onValue={setText('country')}
        error={errorOf('country')}
        required
      />
      <div className="fieldset">
        <label className="fieldset-legend" htmlFor="field-address">
          {ONBOARD_LABELS.address}
        </label>
        <textarea
          id="field-address"
          name="address"
          rows={3}
          required
          className={`textarea w-full ${addressError ? 'textarea-error' : ''}`}
          value={values.address}
          onChange={(event) => setText('address')(event.target.value)}
          aria-invalid={addressError ? true : undefined}
          aria-describedby={describedBy('field-address', false, !!addressError)}
        />
        {addressError && (
          <p id="field-address-error" className="label whitespace-normal text-error">
            {addressError}
          </p>
        )}
      </div>
      {text('contact_email', { type: 'email', autoComplete: 'email', required: true })}
      {text('phone', { type: 'tel', autoComplete: 'tel', required: true })}
      {text('website', { type: 'url', placeholder: 'https://', hint: FORM_TEXT.optional })}
      {values.entity_type === 'bank' ? (
        <>
          {text('banking_licence_number', { required: true })}
          {text('bic', { required: true, autoCapitalize: 'characters' })}
        </>
      ) : (
        <SelectField
          name="investor_type"
          label={ONBOARD_LABELS.investor_type}
          placeholder={ONBOARD_TEXT.chooseInvestorType}
          options={INVESTOR_OPTIONS}
          value={values.investor_type}
          onValue={setText('investor_type')}
          error={errorOf('investor_type')}
          required
        />
      )}
    </fieldset>
  );
}
