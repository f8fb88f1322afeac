/** What a counter price comes to on the loan's current principal, exactly (half-even to the cent); null while the price is not valid. */
import { proposalAmount } from '@/domain/trading/amounts';
import { normalisePrice } from '@/domain/trading/proposal-terms';

export function counterAmount(rawPrice: string, currentPrincipal: string): string | null {
  const price = normalisePrice(rawPrice);
  if (price === null) return null;
  try {
    return proposalAmount(price, currentPrincipal);
  } catch {
    return null;
  }
}
