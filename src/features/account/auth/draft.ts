/**
 * Filled login fields carried across a language change (A §4: the language changes, filled login
 * fields are validated again, debounced REVALIDATE_DEBOUNCE_MS). Here a language change opens the
 * page in the other language, so the fields travel in sessionStorage for that one navigation:
 * written when a language link is clicked, read and removed by the next login page.
 * Never the password, nor the SMS or captcha codes.
 */
import { isRecord, parseJson } from '../../../lib/parse-json.ts';
import type { LoginMethod } from './login-form.ts';

/** Ours: the sessionStorage key. */
export const DRAFT_KEY = 'loginDraft';

export type LoginDraft = {
  method: LoginMethod;
  username: string;
  mobile: string;
  countryDialingCode: string;
  remember: boolean;
};

const text = (value: unknown, max = 64) => (typeof value === 'string' ? value.slice(0, max) : '');

/** Only the fields a draft may hold, whatever else the state has (the password never), each checked. */
export function makeDraft(state: Record<string, unknown>): LoginDraft {
  return {
    method: state.method === 'sms' ? 'sms' : 'username',
    username: text(state.username),
    mobile: text(state.mobile),
    countryDialingCode: text(state.countryDialingCode, 4),
    remember: state.remember === true,
  };
}

export function parseDraft(raw: string | null): LoginDraft | null {
  const value = parseJson(raw, isRecord);
  return value && makeDraft(value);
}

export function saveDraft(draft: LoginDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(makeDraft(draft)));
  } catch {
    // storage blocked: the fields are simply not carried
  }
}

/** Reads the draft once: it is removed, so a later visit starts clean. */
export function takeDraft(): LoginDraft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    sessionStorage.removeItem(DRAFT_KEY);
    return parseDraft(raw);
  } catch {
    return null;
  }
}
