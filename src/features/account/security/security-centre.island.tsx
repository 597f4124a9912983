/**
 * The security centre (/m/securityCenter, issue 23; G §2 "Right sidebar", flag SECPRIV): the
 * member's security items with their state and masked values (src/contract/masking.ts), each with
 * its way to change it: the login password on its own screen (/m/changePsw, or set by phone when
 * the account has none), the payment password, mobile number and e-mail address in a form that
 * opens under the item (one at a time). The page's gate (GatedPage.astro) has already sent guests
 * to login and shown trial accounts the free_reject prompt; this island asks nothing for them.
 *
 * The items come from securityInfo through the fetcher (./security-info.ts): placeholders of the
 * final size while it loads, its failure translated with Try again, and asked again after each
 * save (the answer is the truth, not what the form sent).
 *
 * The forms' code (./security-forms.ts) comes at the first touch or focus on the items, or with an
 * arrival's form: a tap made while it loads opens its form once it is there, and a load that fails
 * says so like a lost connection (a toast), the next tap trying again.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import Toasts from '../../../components/form/Toasts.tsx';
import { formatMaskedMobile, maskEmail } from '../../../contract/masking.ts';
import type { ValueOf } from '../../../contract/schemas.ts';
import { showToast } from '../../../components/form/toast.ts';
import { translateError, type ErrorMessages } from '../../../lib/errors.ts';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { $securityInfo } from './security-info.ts';
import type { SecurityKitTexts, SecurityLabels } from './security-types.ts';

export interface SecurityCentreProps {
  labels: SecurityLabels;
  kit: SecurityKitTexts;
  messages: ErrorMessages;
  links: { changePassword: string; setPassword: string; withdraw: string };
}

type Editable = 'payment' | 'mobile' | 'email';
type Info = ValueOf<'securityInfo'>;

type Forms = typeof import('./security-forms.ts');

const formsCode = lazyPart(
  () => import('./security-forms.ts'),
  (module) => module,
);

/** The rows in order; the placeholders show as many. */
const ROWS = ['loginPassword', 'payment', 'mobile', 'email'] as const;

/**
 * A link into the centre (the withdrawal's "set it" and "Forgot?"): `?item=payment` opens that
 * form, `&mode=reset` as a reset, `&back=withdraw` returns to the withdrawal once saved. Only these
 * known words are read: the return is a route of ours, never an address from the query.
 */
export function arrivalOf(search: string): { item: Editable | null; reset: boolean; backToWithdraw: boolean } {
  const query = new URLSearchParams(search);
  const item = query.get('item');
  return {
    item: item === 'payment' || item === 'mobile' || item === 'email' ? item : null,
    reset: query.get('mode') === 'reset',
    backToWithdraw: query.get('back') === 'withdraw',
  };
}

export default function SecurityCentre({ labels, kit, messages, links }: SecurityCentreProps) {
  const { data, error } = useStore($securityInfo);
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState<Editable | null>(null);
  const [forms, setForms] = useState<Forms | null>(null);
  /** Opens `item`'s form once the forms' code is here (a tap while it loads is kept). */
  const openForm = (item: Editable) =>
    formsCode.get().then(
      (module) => {
        setForms(() => module);
        setOpen(item);
      },
      (reason: unknown) => showToast({ text: translateError(reason, messages), kind: 'error' }),
    );
  const [arrival] = useState(() => (typeof location === 'undefined' ? arrivalOf('') : arrivalOf(location.search)));
  // The arrival's form opens once the items are in (its state decides set, change or reset).
  const arrived = useRef(false);
  useEffect(() => {
    if (!hydrated || !data || arrived.current || !arrival.item) return;
    arrived.current = true;
    void openForm(arrival.item);
  }, [hydrated, data, arrival]); // eslint-disable-line react-hooks/exhaustive-deps -- openForm only sets state
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => setHydrated(true), []);
  // An opened form takes the focus on its first text field (the mobile form's number, not its dialling code).
  useEffect(() => {
    if (open) rootRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${open}-panel`)} input`)?.focus();
  }, [open, id]);

  // The first render matches the prerendered placeholders (no session at build time).
  const info: Info | undefined = hydrated ? data : undefined;

  const focusToggle = (item: Editable) => requestAnimationFrame(() => rootRef.current?.querySelector<HTMLElement>(`[data-toggle="${item}"]`)?.focus());
  const close = (item: Editable) => {
    setOpen(null);
    focusToggle(item);
  };
  const done = (item: Editable) => {
    if (item === 'payment' && arrival.backToWithdraw) location.assign(links.withdraw);
    else close(item);
  };
  const formProps = (item: Editable) => ({ labels, kit, messages, onDone: () => done(item), onCancel: () => close(item) });

  if (hydrated && error && !data) {
    return (
      <div className="security" ref={rootRef}>
        <LoadFailed text={translateError(error, messages)} action={labels.retry} onAction={() => void $securityInfo.revalidate()} />
      </div>
    );
  }

  if (!info) {
    return (
      <div className="security" ref={rootRef} aria-busy="true">
        <p className="visually-hidden" role="status">
          {labels.loading}
        </p>
        <ul className="security-list" aria-hidden="true">
          {ROWS.map((row) => (
            <li key={row} className="security-item security-placeholder">
              <div className="security-row">
                <span className="security-text">
                  <span className="security-title">{labels[row].title}</span>
                  <span className="security-state">&nbsp;</span>
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const row = (item: (typeof ROWS)[number], state: string, done: boolean, action: ReactNode, form?: ReactNode) => (
    <li key={item} className="security-item" data-item={item}>
      <div className="security-row">
        <span className="security-text">
          <span className="security-title" id={`${id}-${item}`}>
            {labels[item].title}
          </span>
          <span className="security-state" data-done={done || undefined} translate={done && item !== 'payment' && item !== 'loginPassword' ? 'no' : undefined}>
            {state}
          </span>
        </span>
        {action}
      </div>
      {form ? (
        <div className="security-panel" id={`${id}-${item}-panel`}>
          {form}
        </div>
      ) : null}
    </li>
  );

  const toggle = (item: Editable, label: string) => (
    <button
      type="button"
      className="button small ghost security-action"
      data-toggle={item}
      aria-expanded={open === item}
      aria-controls={open === item ? `${id}-${item}-panel` : undefined}
      aria-describedby={`${id}-${item}`}
      onClick={() => (open === item ? setOpen(null) : void openForm(item))}
    >
      {label}
    </button>
  );

  const { loginPasswordSet, paymentPasswordSet, mobile, email } = info;
  return (
    <div className="security" ref={rootRef}>
      <Toasts />
      <ul className="security-list" aria-label={labels.list} onPointerDown={formsCode.warm} onFocus={formsCode.warm}>
        {row(
          'loginPassword',
          loginPasswordSet ? labels.state.set : labels.state.notSet,
          loginPasswordSet,
          <a
            className="button small ghost security-action"
            href={loginPasswordSet ? links.changePassword : links.setPassword}
            aria-describedby={`${id}-loginPassword`}
          >
            {loginPasswordSet ? labels.loginPassword.change : labels.loginPassword.set}
          </a>,
        )}
        {row(
          'payment',
          paymentPasswordSet ? labels.state.set : labels.state.notSet,
          paymentPasswordSet,
          toggle('payment', paymentPasswordSet ? labels.payment.change : labels.payment.set),
          open === 'payment' && forms ? (
            <forms.PaymentForm
              {...formProps('payment')}
              initialMode={!paymentPasswordSet ? 'set' : arrival.reset ? 'reset' : 'change'}
              withLogin={loginPasswordSet}
              mobile={mobile}
              onBindMobile={() => setOpen('mobile')}
            />
          ) : null,
        )}
        {row(
          'mobile',
          mobile ? formatMaskedMobile(mobile.dialingCode, mobile.number) : labels.state.notBound,
          mobile !== null,
          toggle('mobile', mobile ? labels.mobile.change : labels.mobile.bind),
          open === 'mobile' && forms ? <forms.MobileForm {...formProps('mobile')} /> : null,
        )}
        {row(
          'email',
          email ? maskEmail(email) : labels.state.notBound,
          email !== null,
          toggle('email', email ? labels.email.change : labels.email.bind),
          open === 'email' && forms ? <forms.EmailForm {...formProps('email')} /> : null,
        )}
      </ul>
    </div>
  );
}
