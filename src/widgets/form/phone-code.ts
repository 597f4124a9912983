/**
 * The phone of a form that proves one by an SMS code (login by SMS, registration, set password by
 * phone, binding a mobile number): the brand's phone-auth adapter (src/lib/firebase/phone-auth.ts:
 * platform SMS, or Firebase with its ID token as proof) and, when the platform sends the codes,
 * the send's bot check (./sms-bot-check.tsx). Put `check` above the SmsCodeField, spread
 * `button(request, then)` on it (the get-code press carries the bot check's answer; a refusal of
 * the bot check stays under it, any other goes to `then.onError`) and call `prove(code)` on submit.
 */
import { useState, type ReactNode } from 'react';
import type { SmsCodeFieldProps } from '../../components/form/SmsCodeField.tsx';
import { smsCheckTexts, type FormTexts } from '../../components/form/texts.ts';
import type { ErrorMessages } from '../../lib/errors.ts';
import { phoneAuth, type PhoneCodeRequest, type PhoneProof } from '../../lib/firebase/phone-auth.ts';
import { useSmsBotCheck } from './sms-bot-check.tsx';

export interface PhoneCode {
  /** The bot check's field (nothing until a press needs it, nothing with Firebase). */
  check: ReactNode;
  /** The get-code button's wiring for this number and purpose. */
  button(
    request: Omit<PhoneCodeRequest, 'captchaKey' | 'captcha'>,
    then: { onSent(): void; onError(error: unknown): void },
  ): Pick<SmsCodeFieldProps, 'send' | 'onSent' | 'onError'>;
  /** The code typed, as the proof the platform asks for. */
  prove(code: string): Promise<PhoneProof>;
}

export function usePhoneCode({
  checkId,
  kit,
  messages,
  focus,
}: {
  /** The bot check field's id. */
  checkId: string;
  kit: Pick<FormTexts, 'captcha' | 'smsCheck' | 'length'>;
  /** The words of the bot check's refusals. */
  messages: ErrorMessages;
  /** The form kit's focus (useForm). */
  focus: (id: string) => void;
}): PhoneCode {
  // One adapter per form: it holds the code on its way.
  const [phone] = useState(phoneAuth);
  const botCheck = useSmsBotCheck({ id: checkId, enabled: phone.provider === 'platform', labels: smsCheckTexts(kit), messages, focus });
  return {
    check: botCheck.field,
    button: (request, then) => ({
      send: () => phone.send({ ...request, ...botCheck.values() }),
      onSent: () => {
        botCheck.sent();
        then.onSent();
      },
      onError: (error) => {
        if (!botCheck.refused(error)) then.onError(error);
      },
    }),
    prove: (code) => phone.prove(code),
  };
}
