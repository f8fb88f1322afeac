/** The words of the investor distribution charts and their tables, shared by the marketplace and the portfolio. */

export const CHART_TEXT = {
  byRegion: 'By region',
  byPropertyType: 'By property type',
  regionTable: 'Current principal by region, as a table',
  propertyTypeTable: 'Current principal by property type, as a table',
  regionLoansTable: 'Loans by region, as a table',
  propertyTypeLoansTable: 'Loans by property type, as a table',
  region: 'Region',
  propertyType: 'Property type',
  loans: 'Loans',
  loanCount: (count: number) => `${count} ${count === 1 ? 'loan' : 'loans'}`,
  principal: 'Current principal',
  share: 'Share',
  nothing: 'Nothing to show.',
} as const;
