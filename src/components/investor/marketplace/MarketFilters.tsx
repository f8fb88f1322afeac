/** The marketplace's filter panel: lists of codes, min/max ranges, arrears, bank and the loan reference. */
import { FilterBar, RangeFilter, SelectFilter, TextFilter } from '@/components/data/FilterBar';
import { LOAN_FIELD_BY_NAME } from '@/domain/loans/fields';
import type { LoanInputField } from '@/domain/loans/vocabulary';
import type { MarketBank } from '../api/market-types';
import { MARKET_FILTERS, type MarketFilter } from './market-query';
import { MARKET_TEXT } from './market-text';
import { MultiSelectFilter, type Option } from './MultiSelectFilter';

const optionsOf = (field: LoanInputField): readonly Option[] => {
  const spec = LOAN_FIELD_BY_NAME[field];
  return spec.kind === 'enum' ? spec.options : [];
};

const ARREARS_OPTIONS = [
  { value: 'current', label: MARKET_TEXT.arrearsCurrent },
  { value: 'in_arrears', label: MARKET_TEXT.arrearsIn },
];

interface Props {
  values: Partial<Record<MarketFilter, string>>;
  /** Null while loading: a bank already chosen in the address keeps its option meanwhile. */
  banks: MarketBank[] | null;
  onApply: (values: Record<string, string>) => void;
  onClear: () => void;
  ready: boolean;
}

export function MarketFilters({ values, banks, onApply, onClear, ready }: Props) {
  const shown = Object.fromEntries(MARKET_FILTERS.map((name) => [name, values[name]]));
  const chosenBank = values.bank_id;
  const bankOptions = banks
    ? banks.map((bank) => ({ value: String(bank.id), label: bank.name }))
    : chosenBank
      ? [{ value: chosenBank, label: chosenBank }]
      : [];
  const range = (label: string, name: 'rate' | 'ltv' | 'credit_score' | 'balance') => (
    <RangeFilter
      label={label}
      min={{ name: `${name}_min`, value: values[`${name}_min`] }}
      max={{ name: `${name}_max`, value: values[`${name}_max`] }}
      ready={ready}
    />
  );
  return (
    <FilterBar values={shown} onApply={onApply} onClear={onClear} ready={ready} label={MARKET_TEXT.filters}>
      <TextFilter
        name="search"
        label={MARKET_TEXT.search}
        placeholder={MARKET_TEXT.searchPlaceholder}
        value={values.search}
        ready={ready}
      />
      <MultiSelectFilter
        name="region"
        label={MARKET_TEXT.region}
        value={values.region}
        options={optionsOf('region')}
        ready={ready}
      />
      <MultiSelectFilter
        name="currency"
        label={MARKET_TEXT.currency}
        value={values.currency}
        options={optionsOf('currency')}
        ready={ready}
      />
      <MultiSelectFilter
        name="property_type"
        label={MARKET_TEXT.propertyType}
        value={values.property_type}
        options={optionsOf('property_type')}
        ready={ready}
      />
      <MultiSelectFilter
        name="occupancy"
        label={MARKET_TEXT.occupancy}
        value={values.occupancy}
        options={optionsOf('occupancy')}
        ready={ready}
      />
      <MultiSelectFilter
        name="rate_type"
        label={MARKET_TEXT.rateType}
        value={values.rate_type}
        options={optionsOf('rate_type')}
        ready={ready}
      />
      {range(MARKET_TEXT.rate, 'rate')}
      {range(MARKET_TEXT.ltv, 'ltv')}
      {range(MARKET_TEXT.creditScore, 'credit_score')}
      {range(MARKET_TEXT.balance, 'balance')}
      <SelectFilter
        name="arrears"
        label={MARKET_TEXT.arrears}
        value={values.arrears}
        options={ARREARS_OPTIONS}
        ready={ready}
      />
      <SelectFilter name="bank_id" label={MARKET_TEXT.bank} value={chosenBank} options={bankOptions} ready={ready} />
    </FilterBar>
  );
}
