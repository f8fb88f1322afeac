/** Every field of a loan, grouped as the form groups them: the bank's detail and the investor's loan page show the same. */
import { DETAIL_GROUPS, fieldLabel, formatFieldValue } from './loan-field-view';

/** Any loan record carrying the loans API's field names (the bank's loan, the marketplace's). */
type LoanRecord = object & { currency?: unknown };

export function LoanFields({ loan }: { loan: LoanRecord }) {
  const currency = typeof loan.currency === 'string' ? loan.currency : null;
  const values = loan as Record<string, unknown>;
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {DETAIL_GROUPS.map((group) => (
        <section
          key={group.label}
          className="card border border-[var(--surface-border)] bg-base-100"
          aria-label={group.label}
        >
          <div className="card-body gap-2 p-4">
            <h3 className="font-semibold">{group.label}</h3>
            <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
              {group.fields.map((field) => (
                <div key={field} className="contents">
                  <dt className="opacity-75">{fieldLabel(field)}</dt>
                  <dd className="text-end tabular-nums" data-field={field}>
                    {formatFieldValue(field, values[field], currency)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      ))}
    </div>
  );
}
