/**
 * Forgot-password screen body (A §2 "Forgot-password screen"): the find method, e-mail or phone.
 * Phone is offered only when CHNGPASSVERIF3 is on, and is then the default; without it the e-mail
 * form shows alone, with no toggle.
 */
import { useEffect, useState } from 'react';
import MethodTabs from '../../../components/form/MethodTabs.tsx';
import Toasts from '../../../components/form/Toasts.tsx';
import type { ErrorMessages } from '../../../lib/errors.ts';
import ForgetEmailForm from './forget-email-form.tsx';
import type { ForgetMethod } from './forget-form.tsx';
import ForgetPhoneForm from './forget-phone-form.tsx';
import type { ForgetKitTexts, ForgetLabels } from './forget-rules.ts';

export interface ForgetProps {
  labels: ForgetLabels;
  kit: ForgetKitTexts;
  /** error.* and the errors.* codes these forms can meet (pickMessages). */
  errors: ErrorMessages;
  /** CHNGPASSVERIF3 (brand file, build time). */
  phoneEnabled: boolean;
  links: { home: string; login: string };
}

export default function ForgetPassword({ labels, kit, errors, phoneEnabled, links }: ForgetProps) {
  const methods: ForgetMethod[] = phoneEnabled ? ['phone', 'email'] : ['email'];
  const [method, setMethod] = useState<ForgetMethod>(methods[0]!);
  // The page is prerendered: until React runs, a tap or a typed letter would be lost, so the
  // controls wait (disabled) for the island instead.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const tabbed = methods.length > 1;
  return (
    <section className="forget">
      <Toasts />
      {tabbed ? (
        <MethodTabs
          idPrefix="forget-tab"
          controls="forget-panel"
          label={labels.methodLabel}
          methods={methods}
          names={labels.methods}
          current={method}
          onChange={setMethod}
          disabled={!live}
        />
      ) : null}
      <div id="forget-panel" role={tabbed ? 'tabpanel' : undefined} aria-labelledby={tabbed ? `forget-tab-${method}` : undefined}>
        <fieldset className="forget-panel" disabled={!live}>
          {method === 'phone' ? (
            <ForgetPhoneForm labels={labels.phone} kit={kit} errors={errors} links={links} />
          ) : (
            <ForgetEmailForm labels={labels.email} kit={kit} errors={errors} loginPath={links.login} />
          )}
        </fieldset>
      </div>
    </section>
  );
}
