/**
 * The one money formatter (G §2 "Balance widget": 2 decimals): every amount the site shows (header
 * and side-menu balance, the deposit-bonus bubble, the winner board) goes through `formatMoney`, so
 * "$10,000.00", "K 2,000.00" and "2,000.00 K" come out the way the page's language writes its
 * brand's currency (Intl.NumberFormat, ISO 4217 code from brand.json).
 *
 * Choices (README "Money"):
 * - Exact: an amount may arrive as a decimal string; Intl.NumberFormat formats a string as the
 *   decimal it spells (ES2023 Intl.NumberFormat v3), so "12345678901234567.89" is never turned
 *   into a float. A number is formatted as the number it is.
 * - Rounded down ("floor") to the decimals shown: a balance never shows more money than there is.
 * - Latin digits in every language: Burmese players type amounts (deposit, withdrawal) in Latin
 *   digits, and the amount they see must read the same as the one they type.
 * - The narrow symbol ("K", "$"), as the brands have always shown their currency.
 * - `whole: true` (promotional amounts like the bubble's 10,000): no decimals when the amount is a
 *   whole number, 2 otherwise.
 */
import { MONEY_DECIMALS } from '../constants.ts';

/** How a page writes money: its language as a BCP 47 tag ('en', 'my') and the brand's ISO 4217 code. */
export interface MoneyFormat {
  locale: string;
  currency: string;
}

/** A plain decimal: optional minus, digits, optional fraction. No exponents, spaces, separators or signs but "-". */
const DECIMAL = /^-?\d+(\.\d+)?$/;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter({ locale, currency }: MoneyFormat, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      numberingSystem: 'latn',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      roundingMode: 'floor',
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * `amount` in `format`, or null when it is not an amount (NaN, Infinity, "", "1e5", "1,000", "abc",
 * anything but a number or a decimal string): the caller shows that it has none.
 * Strings are formatted as the decimal they spell, never through a float.
 */
export function formatMoney(amount: unknown, format: MoneyFormat, { whole = false } = {}): string | null {
  let isWhole: boolean;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return null;
    isWhole = Number.isInteger(amount);
  } else if (typeof amount === 'string' && DECIMAL.test(amount)) {
    isWhole = !/\.\d*[1-9]/.test(amount);
  } else return null;
  const decimals = whole && isWhole ? 0 : MONEY_DECIMALS;
  // The typings take a number; engines with Intl.NumberFormat v3 take the decimal string as it is.
  return formatter(format, decimals).format(amount as number);
}

/**
 * `mask` where the amount would be, with the currency where the language writes it ("$****",
 * "K ****", "**** K"): what a hidden or loading balance shows.
 */
export function maskedMoney(format: MoneyFormat, mask: string): string {
  let masked = false;
  return formatter(format, MONEY_DECIMALS)
    .formatToParts(0)
    .map(({ type, value }) => {
      if (type === 'currency' || type === 'literal') return value;
      if (masked) return '';
      masked = true;
      return mask;
    })
    .join('');
}
