/**
 * The two distributions of a set of loans, side by side from 640 px: by region and by property type;
 * of principal when the set is in one currency, of loans when it mixes currencies.
 */
import { useMemo } from 'react';
import type { Distribution } from '../api/market-types';
import { CHART_TEXT } from './chart-text';
import { DistributionChart } from './DistributionChart';
import { distributionRows, measureOf } from './distribution-rows';

interface Props {
  byRegion: Distribution[];
  byPropertyType: Distribution[];
  /** The set's currencies: more than one and the charts count loans. */
  byCurrency: readonly unknown[];
}

export function Distributions({ byRegion, byPropertyType, byCurrency }: Props) {
  const measure = measureOf(byCurrency);
  const regions = useMemo(() => distributionRows('region', byRegion, measure), [byRegion, measure]);
  const types = useMemo(() => distributionRows('property_type', byPropertyType, measure), [byPropertyType, measure]);
  const loans = measure === 'loans';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <DistributionChart
        title={CHART_TEXT.byRegion}
        tableCaption={loans ? CHART_TEXT.regionLoansTable : CHART_TEXT.regionTable}
        keyHeading={CHART_TEXT.region}
        rows={regions}
        measure={measure}
        testId="region-chart"
      />
      <DistributionChart
        title={CHART_TEXT.byPropertyType}
        tableCaption={loans ? CHART_TEXT.propertyTypeLoansTable : CHART_TEXT.propertyTypeTable}
        keyHeading={CHART_TEXT.propertyType}
        rows={types}
        measure={measure}
        testId="property-type-chart"
      />
    </div>
  );
}
