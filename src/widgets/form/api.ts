/** The form widgets' platform calls: the captcha picture (CaptchaField.tsx), the dialling codes (./countries.ts). */
import { platformCall } from '../../lib/platform.ts';
import * as accountCalls from '../../contract/calls/account.ts';

export const loadCaptcha = () => platformCall(accountCalls.captcha, {});

export const loadCountryList = () => platformCall(accountCalls.systemCountry, {});
