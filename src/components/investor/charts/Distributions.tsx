/** The two distributions of a set of loans, side by side from 640 px: by region and by property type. */
import { useMemo } from 'react';
import type { Distribution } from '../api/market-types';
import { CHART_TEXT } from './chart-text';
import { DistributionChart } from './DistributionChart';
import { distributionRows } from './distribution-rows';

export function Distributions({ byRegion, byPropertyType }: { byRegion: Distribution[]; byPropertyType: Distribution[] }) {
  const regions = useMemo(() => distributionRows('region', byRegion), [byRegion]);
  const types = useMemo(() => distributionRows('property_type', byPropertyType), [byPropertyType]);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <DistributionChart title={CHART_TEXT.byRegion} tableCaption={CHART_TEXT.regionTable} keyHeading={CHART_TEXT.region} rows={regions} testId="region-chart" />
      <DistributionChart
        title={CHART_TEXT.byPropertyType}
        tableCaption={CHART_TEXT.propertyTypeTable}
        keyHeading={CHART_TEXT.propertyType}
        rows={types}
        testId="property-type-chart"
      />
    </div>
  );
}
