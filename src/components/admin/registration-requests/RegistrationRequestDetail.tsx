/** admin/registration-requests/{id}: the organisation, its contact, the documents to download, and the decision. */
import { changeFieldValue } from '@/domain/action-vocabulary';
import { formatTimestamp } from '@/components/data/format-timestamp';
import { RecordStatus } from '@/components/data/RecordStatus';
import { useRecord, useRecordIdFromPath } from '@/components/data/use-record';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { DecisionPanel } from './DecisionPanel';
import { documentUrl, getRegistration, type RegistrationDetail } from './registration-api';
import { RegistrationStatus } from './RegistrationRequestList';
import { REGISTRATION_PATH, REGISTRATION_TEXT as TEXT, TYPE_LABELS } from './registration-text';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className="flex flex-col">
      <dt className="text-sm opacity-70">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The page is one static shell for every id: the record is the one the address names. */
export default function RegistrationRequestDetail() {
  const ready = useHydrated();
  const { state, reload } = useRecord(getRegistration, useRecordIdFromPath(`${REGISTRATION_PATH}/`));
  if (state.kind !== 'ready')
    return <RecordStatus state={state} notFound={TEXT.notFound} onRetry={reload} ready={ready} />;
  return <RequestView request={state.record} ready={ready} reload={reload} />;
}

function RequestView({ request, ready, reload }: { request: RegistrationDetail; ready: boolean; reload: () => void }) {
  const organisation = request.organisation;
  return (
    <div {...hydratedMarker(ready)} className="flex flex-col gap-6">
      <p>
        <a className="link" href={REGISTRATION_PATH}>
          {TEXT.back}
        </a>
      </p>
      <header className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">
          R-{request.id} {request.name}
        </h2>
        <RegistrationStatus status={request.status} />
      </header>
      <section aria-labelledby="organisation-heading">
        <h2 id="organisation-heading" className="mb-2 text-lg font-semibold">
          {TEXT.details}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label="Type" value={TYPE_LABELS[request.entity_type]} />
          <Field label="Legal name" value={request.legal_name} />
          <Field label="Registration number" value={request.registration_number} />
          <Field label="Country" value={changeFieldValue('entity', 'country', request.country)} />
          <Field label="Address" value={organisation.address} />
          <Field label="E-mail" value={organisation.contact_email} />
          <Field label="Phone" value={organisation.phone} />
          <Field label="Website" value={organisation.website} />
          <Field label="Banking licence number" value={organisation.banking_licence_number} />
          <Field label="BIC" value={organisation.bic} />
          <Field
            label="Investor type"
            value={changeFieldValue('entity', 'investor_type', organisation.investor_type)}
          />
          <Field label="Submitted" value={formatTimestamp(request.created_at)} />
        </dl>
      </section>
      <section aria-labelledby="contact-heading">
        <h2 id="contact-heading" className="mb-2 text-lg font-semibold">
          {TEXT.contactPerson}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Field label="Name" value={request.contact.name} />
          <Field label="E-mail" value={request.contact.email} />
          <Field label="Phone" value={request.contact.phone} />
        </dl>
      </section>
      <section aria-labelledby="documents-heading">
        <h2 id="documents-heading" className="mb-2 text-lg font-semibold">
          {TEXT.documents}
        </h2>
        {request.documents.length === 0 ? (
          <p>{TEXT.noDocuments}</p>
        ) : (
          <ul className="list-disc ps-6">
            {request.documents.map((document) => (
              <li key={document.id}>
                <a className="link" href={documentUrl(document.url)} download={document.name}>
                  {document.name}
                </a>{' '}
                <span className="text-sm opacity-70">({kilobytes(document.size_bytes)})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <DecisionPanel request={request} ready={ready} onChanged={reload} />
    </div>
  );
}
