/** The mortgage list's filters: loan reference, rate and balance ranges, region. */
import { FilterBar, RangeFilter, SelectFilter, TextFilter } from '@/components/data/FilterBar';
import { REGIONS, REGION_CODES } from '@/domain/loans/vocabulary';
import { LIST_TEXT } from './mortgage-text';

const REGION_OPTIONS = REGION_CODES.map((code) => ({ value: code, label: `${REGIONS[code]} (${code})` }));
export const FORM_FILTERS = ['search', 'rate_min', 'rate_max', 'balance_min', 'balance_max', 'region'] as const;

interface Props {
  values: Partial<Record<string, string>>;
  onApply: (values: Record<string, string>) => void;
  onClear: () => void;
  ready: boolean;
}

export function MortgageFilters({ values, onApply, onClear, ready }: Props) {
  const shown = Object.fromEntries(FORM_FILTERS.map((name) => [name, values[name]]));
  return (
    <FilterBar values={shown} onApply={onApply} onClear={onClear} ready={ready}>
      <TextFilter
        name="search"
        label={LIST_TEXT.search}
        placeholder={LIST_TEXT.searchPlaceholder}
        value={values['search']}
        ready={ready}
      />
      <RangeFilter
        label={LIST_TEXT.rate}
        min={{ name: 'rate_min', value: values['rate_min'] }}
        max={{ name: 'rate_max', value: values['rate_max'] }}
        ready={ready}
      />
      <RangeFilter
        label={LIST_TEXT.balance}
        min={{ name: 'balance_min', value: values['balance_min'] }}
        max={{ name: 'balance_max', value: values['balance_max'] }}
        ready={ready}
      />
      <SelectFilter
        name="region"
        label={LIST_TEXT.region}
        value={values['region']}
        options={REGION_OPTIONS}
        ready={ready}
      />
    </FilterBar>
  );
}
