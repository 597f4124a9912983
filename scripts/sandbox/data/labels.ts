/**
 * The platform's own labels in the player's language (issue 34 item 14): generic payment method and
 * channel names ("Bank transfer"), deposit bonus titles and the words of a ledger row's detail line
 * ("Weekly rebate · slots 0.8 %"). A back office keeps such labels per language; the sandbox keeps
 * them here, in English as stored, with their Burmese. Names of banks, wallets and people are not
 * labels: they read the same in every language and pass through.
 *
 * Calls that take a `language` (depositOptions, transactionRecords) answer through `localLabel`.
 */
/** A detail line's parts, as the ledger writes them: "Method · Channel", "Weekly rebate · slots 0.8 %". */
const PART_SEPARATOR = ' · ';

/** English label → the other languages, by language code (src/constants.ts LANGUAGE_CODES). */
const LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // Payment methods and channels
  'Bank transfer': { MY: 'ဘဏ်ငွေလွှဲ' },
  'ACH transfer': { MY: 'ACH ငွေလွှဲ' },
  'Wire transfer': { MY: 'ကြေးနန်းငွေလွှဲ' },
  'Crypto (USDT)': { MY: 'ခရစ်ပ်တို (USDT)' },
  'Card (Visa / Mastercard)': { MY: 'ကတ် (Visa / Mastercard)' },
  Card: { MY: 'ကတ်' },
  // Deposit bonuses
  'Welcome Bonus 100%': { MY: 'ကြိုဆိုဘောနပ်စ် 100%' },
  'Daily Reload 10%': { MY: 'နေ့စဉ် ငွေဖြည့်ဘောနပ်စ် 10%' },
  'First deposit bonus 10 %': { MY: 'ပထမ ငွေသွင်းဘောနပ်စ် 10 %' },
  'Weekly reload bonus': { MY: 'အပတ်စဉ် ငွေဖြည့်ဘောနပ်စ်' },
  // Ledger detail words
  'Weekly rebate': { MY: 'အပတ်စဉ် ပြန်အမ်းငွေ' },
  'Daily rebate': { MY: 'နေ့စဉ် ပြန်အမ်းငွေ' },
  'slots 0.8 %': { MY: 'စလော့ 0.8 %' },
  'live casino 0.5 %': { MY: 'တိုက်ရိုက်ကာစီနို 0.5 %' },
  'rejected: the name does not match': { MY: 'ပယ်ချသည်- အမည် မကိုက်ညီပါ' },
  Transfer: { MY: 'ငွေလွှဲ' },
  Adjustment: { MY: 'ချိန်ညှိမှု' },
  'duplicate bonus reversed': { MY: 'ထပ်နေသော ဘောနပ်စ်ကို ပြန်နုတ်သည်' },
  Commission: { MY: 'ကော်မရှင်' },
  weekly: { MY: 'အပတ်စဉ်' },
  Dividend: { MY: 'အမြတ်ဝေစု' },
  monthly: { MY: 'လစဉ်' },
  'Daily salary': { MY: 'နေ့စဉ် လစာ' },
};

/** `text` in `language`: a label as a whole, else each of its parts, a part without a translation as written. */
export function localLabel(text: string, language: string | undefined): string {
  if (!language) return text;
  const whole = LABELS[text]?.[language];
  if (whole) return whole;
  return text
    .split(PART_SEPARATOR)
    .map((part) => LABELS[part]?.[language] ?? part)
    .join(PART_SEPARATOR);
}
