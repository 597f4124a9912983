/**
 * Forgot-password screen body (A §2 "Forgot-password screen"): the find method, e-mail or phone.
 * Phone is offered only when CHNGPASSVERIF3 is on, and is then the default; without it the e-mail
 * form shows alone, with no toggle.
 */
import { useEffect, useState } from 'react';
import Toasts from '../../components/form/Toasts.tsx';
import ForgetEmailForm, { type ForgetEmailStrings } from './forget-email-form.tsx';
import ForgetPhoneForm, { type ForgetPhoneStrings } from './forget-phone-form.tsx';

export type ForgetMethod = 'email' | 'phone';

export interface ForgetStrings {
  methodLabel: string;
  methods: Record<ForgetMethod, string>;
  email: ForgetEmailStrings;
  phone: ForgetPhoneStrings;
}

export interface ForgetProps {
  strings: ForgetStrings;
  /** CHNGPASSVERIF3 (brand file, build time). */
  phoneEnabled: boolean;
  merchantCode: string;
  links: { home: string; login: string };
}

export default function ForgetPassword({ strings, phoneEnabled, merchantCode, links }: ForgetProps) {
  const methods: ForgetMethod[] = phoneEnabled ? ['phone', 'email'] : ['email'];
  const [method, setMethod] = useState<ForgetMethod>(methods[0]!);
  // The page is prerendered: until React runs, a tap or a typed letter would be lost, so the
  // controls wait (disabled) for the island instead.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <section className="forget">
      <Toasts />
      {methods.length > 1 ? (
        <div className="tabs" role="tablist" aria-label={strings.methodLabel}>
          {methods.map((each) => (
            <button key={each} type="button" role="tab" id={`forget-tab-${each}`} aria-selected={method === each} aria-controls="forget-panel" disabled={!live} onClick={() => setMethod(each)}>
              {strings.methods[each]}
            </button>
          ))}
        </div>
      ) : null}
      <div id="forget-panel" role={methods.length > 1 ? 'tabpanel' : undefined} aria-labelledby={methods.length > 1 ? `forget-tab-${method}` : undefined}>
        <fieldset className="forget-panel" disabled={!live}>
          {method === 'phone' ? (
            <ForgetPhoneForm strings={strings.phone} merchantCode={merchantCode} links={links} />
          ) : (
            <ForgetEmailForm strings={strings.email} loginPath={links.login} />
          )}
        </fieldset>
      </div>
    </section>
  );
}
