/** Balances show 2 decimals (game §2 "Balance widget", §9). */
export const BALANCE_DECIMALS = 2;

export function formatBalance(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: BALANCE_DECIMALS, maximumFractionDigits: BALANCE_DECIMALS });
}
