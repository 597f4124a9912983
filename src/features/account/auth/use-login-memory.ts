/**
 * What the login form brings back (A §4), beside the form itself. On hydration: the fields carried
 * across a language change (./draft.ts), validated again in the new language after
 * REVALIDATE_DEBOUNCE_MS; else what was typed before the script arrived (the form is
 * server-rendered); else the remembered login of the last method used (src/lib/remember.ts). On a
 * language link: the filled fields are saved as the draft (never the password). The login modal's
 * form takes part in neither: the next page's login form would take what it never showed.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { typedBeforeHydration } from '../../../components/form/typed-early.ts';
import { defaultDialingCode } from '../../../widgets/form/CountryCodeSelect.tsx';
import { rememberedLogins } from '../../../lib/remember.ts';
import { debounce } from '../../../lib/timing.ts';
import { saveDraft, takeDraft } from './draft.ts';
import type { LoginMethod, LoginValues } from './login-form.ts';

/** Re-validation of filled login fields after a language change (A §4, §9). */
export const REVALIDATE_DEBOUNCE_MS = 200;

export interface LoginSnapshot {
  method: LoginMethod;
  values: LoginValues;
  remember: boolean;
  captchaShown: boolean;
}

export interface LoginMemoryOptions {
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's empty values. */
  empty: LoginValues;
  /** The ids of the username and password inputs. */
  ids: { username: string; password: string };
  smsOffered: boolean;
  setMethod: (method: LoginMethod) => void;
  setRemember: (remember: boolean) => void;
  setValues: (update: (now: LoginValues) => LoginValues) => void;
  /** Checks the filled fields again (A §4 "re-validation of filled login fields"). */
  revalidate: (now: LoginSnapshot) => void;
}

/** `hydrated` once the form's script runs; `load(method)` fills that method's empty fields from its remembered login. */
export function useLoginMemory(now: LoginSnapshot, options: LoginMemoryOptions) {
  const { formRef, empty, ids, smsOffered, setMethod, setRemember, setValues, revalidate } = options;
  // The latest state for what outlives a render (the password manager's answer, language links, re-validation).
  const latest = useRef(now);
  latest.current = now;
  const [hydrated, setHydrated] = useState(false);

  /**
   * Fills a method's empty fields from its remembered login (A §4: toggling reloads that method's);
   * the password comes from the browser's password manager when it hands it out silently.
   */
  async function load(which: LoginMethod, only?: { username?: string }) {
    latest.current.method = which;
    const remembered = rememberedLogins();
    const login = remembered.read(which);
    setRemember(login !== null);
    if (!login || (only?.username !== undefined && login.username !== only.username)) return;
    setValues((values) =>
      which === 'username'
        ? { ...values, username: values.username || login.username }
        : {
            ...values,
            mobile: values.mobile || login.username,
            countryDialingCode: values.mobile ? values.countryDialingCode : login.countryDialingCode || values.countryDialingCode,
          },
    );
    if (which !== 'username') return;
    const password = await remembered.password(login.username);
    if (!password || latest.current.method !== 'username') return;
    setValues((values) => (values.password || values.username.trim().toLowerCase() !== login.username.toLowerCase() ? values : { ...values, password }));
  }

  useEffect(() => {
    setHydrated(true);
    const draft = formRef.current?.closest('dialog') ? null : takeDraft();
    if (draft) {
      // Back from a language change: the filled fields, validated again in the new language.
      const which = smsOffered ? draft.method : 'username';
      latest.current.method = which;
      setMethod(which);
      setRemember(draft.remember);
      const restored = { ...empty, username: draft.username, mobile: draft.mobile, countryDialingCode: draft.countryDialingCode || defaultDialingCode() };
      setValues(() => restored);
      if (draft.remember && which === 'username' && draft.username) void load('username', { username: draft.username });
      const again = debounce(() => revalidate(latest.current), REVALIDATE_DEBOUNCE_MS);
      again();
      return () => again.cancel();
    }
    const early = typedBeforeHydration(ids);
    if (early.username || early.password) {
      setValues((values) => ({ ...values, username: early.username ?? '', password: early.password ?? '' }));
      return;
    }
    const which = smsOffered && rememberedLogins().lastMethod() === 'sms' ? 'sms' : 'username';
    setMethod(which);
    void load(which);
    // Once, on hydration: what the first render was given is what is restored.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (formRef.current?.closest('dialog')) return;
    const onClick = (event: MouseEvent) => {
      if (!(event.target as Element | null)?.closest?.('a[data-language]')) return;
      const { method, values, remember } = latest.current;
      saveDraft({ method, username: values.username, mobile: values.mobile, countryDialingCode: values.countryDialingCode, remember });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [formRef]);

  return { hydrated, load };
}
