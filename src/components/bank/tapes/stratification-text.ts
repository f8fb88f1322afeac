/** The words of a stratification, which the batch review and the pool page draw: apart from the tapes' words, so the pool page needs none of those. */
export const STRATIFICATION_TEXT = {
  stratTitle: 'Stratification of the valid rows',
  loans: 'Loans',
  totalPrincipal: 'Total current principal',
  waRate: 'Weighted average rate',
  waLtv: 'Weighted average current LTV',
  byRegion: 'By region',
  byPropertyType: 'By property type',
  share: 'Share of principal',
  region: 'Region',
  propertyType: 'Property type',
} as const;
