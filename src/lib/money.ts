/**
 * The one money formatter (G §2 "Balance widget": 2 decimals): every amount the site shows (header
 * and side-menu balance, the deposit-bonus bubble, the winner board) goes through `formatMoney`, so
 * "$2,000.00", "K 2,000.00" and "2,000.00 K" come out the way the page's language writes its
 * brand's currency (Intl.NumberFormat, ISO 4217 code from brand.json).
 *
 * Choices (src/lib/README.md "Money"):
 * - How a language writes money (where the symbol goes, the separators) is resolved at build time,
 *   by `moneyFormatOf` with the build's full Intl data, and handed to the browser with the page:
 *   browsers ship different locale data (Chromium has no Burmese number patterns and wrote
 *   "K 1,520.75" beside a bubble the build wrote "10,000 K"), and an island's prerendered mask
 *   must match its first render in the browser.
 * - Exact: an amount may arrive as a decimal string; Intl.NumberFormat formats a string as the
 *   decimal it spells (ES2023 Intl.NumberFormat v3), so "12345678901234567.89" never becomes a
 *   float. A number is formatted as the number it is.
 * - Rounded down ("floor") to the decimals shown: a balance never shows more money than there is.
 * - Latin digits in every language: Burmese players type amounts (deposit, withdrawal) in Latin
 *   digits, and the amount they see must read the same as the one they type.
 * - The narrow symbol ("K", "$"), as the brands have always shown their currency.
 * - `whole: true` (promotional amounts like the bubble's 10,000): no decimals when the amount is a
 *   whole number, 2 otherwise.
 */

/** Money shows 2 decimals: balances (G §2 "Balance widget", §9 "Balance 2 decimals"), win amounts, every amount (src/lib/money.ts). */
export const MONEY_DECIMALS = 2;

/** Where the number goes in an amount of the page's language. */
const NUMBER = '#';

/**
 * How a page writes money, resolved at build time (moneyFormatOf): the templates of a positive and a
 * negative amount with `#` where the number goes ("K\u00a0#", "-#\u00a0K"), and the separators.
 */
export interface MoneyFormat {
  positive: string;
  negative: string;
  group: string;
  decimal: string;
}

/** The page language's way with the brand's currency: `locale` a BCP 47 tag ('en', 'my'), `currency` an ISO 4217 code. */
export function moneyFormatOf(locale: string, currency: string): MoneyFormat {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    numberingSystem: 'latn',
    minimumFractionDigits: MONEY_DECIMALS,
    maximumFractionDigits: MONEY_DECIMALS,
  });
  const template = (amount: number) => {
    let placed = false;
    return format
      .formatToParts(amount)
      .map(({ type, value }) => {
        if (type === 'integer' || type === 'group' || type === 'decimal' || type === 'fraction') {
          if (placed) return '';
          placed = true;
          return NUMBER;
        }
        return value;
      })
      .join('');
  };
  const parts = format.formatToParts(-1234.5);
  return {
    positive: template(1234.5),
    negative: template(-1234.5),
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/** A plain decimal: optional minus, digits, optional fraction. No exponents, spaces, separators or signs but "-". */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Plain digits ("1,234.50" in 'en', which every engine has), rounded down; the sign is the template's. */
const digitFormats = new Map<number, Intl.NumberFormat>();
function digits(decimals: number): Intl.NumberFormat {
  let found = digitFormats.get(decimals);
  if (!found) {
    found = new Intl.NumberFormat('en', {
      numberingSystem: 'latn',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      roundingMode: 'floor',
      signDisplay: 'negative',
    });
    digitFormats.set(decimals, found);
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
  // The typings take a number; engines with Intl.NumberFormat v3 take the decimal string as it is.
  const plain = digits(whole && isWhole ? 0 : MONEY_DECIMALS).format(amount as number);
  const negative = plain.startsWith('-');
  const number = (negative ? plain.slice(1) : plain).replace(/[,.]/g, (mark) => (mark === ',' ? format.group : format.decimal));
  return (negative ? format.negative : format.positive).replace(NUMBER, number);
}

/**
 * A fee as the cashier shows it, one way on deposit and withdrawal (issue 34 item 10): `free` (the
 * page's translated "Free") when nothing is taken, the amount otherwise; '' when it is not an amount.
 */
export function feeText(amount: string, format: MoneyFormat, free: string): string {
  const shown = formatMoney(amount, format);
  if (shown === null) return '';
  return /[1-9]/.test(amount) ? shown : free;
}

/**
 * `mask` where the amount would be, with the currency where the language writes it ("$****",
 * "K ****", "**** K"): what a hidden or loading balance shows.
 */
export function maskedMoney(format: MoneyFormat, mask: string): string {
  return format.positive.replace(NUMBER, mask);
}

/**
 * A signed amount ("+K 1,000.00", "−K 300.00", '' when it is not an amount): the sign is written,
 * so a gain and a loss differ in text, not only in colour (records, agent reports).
 */
export function signedMoney(amount: string, format: MoneyFormat): string {
  const negative = amount.startsWith('-');
  const shown = formatMoney(negative ? amount.slice(1) : amount, format);
  if (shown === null) return '';
  return `${negative ? '−' : '+'}${shown}`;
}

/** How a signed amount reads: up (a gain), down (a loss), or nothing. */
export function amountTone(amount: string): 'in' | 'out' | 'none' {
  if (amount.startsWith('-')) return 'out';
  return /[1-9]/.test(amount) ? 'in' : 'none';
}

/**
 * A team's result from the agent's side, one convention on every agent screen (issue 34 item 12):
 * word, sign and colour (`amountTone`) say the same thing: "+K 24.50 profit" (the team earned: its
 * players lost), "−K 10.00 loss", "K 0.00".
 */
export function profitText(amount: string, format: MoneyFormat, words: { profit: string; loss: string }): string {
  const tone = amountTone(amount);
  const shown = signedMoney(amount, format);
  if (tone === 'none') return shown.slice(1);
  return `${shown} ${tone === 'in' ? words.profit : words.loss}`;
}
