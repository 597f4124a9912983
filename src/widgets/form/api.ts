/** The form widgets' platform calls: the captcha picture (CaptchaField.tsx), the dialling codes (./countries.ts). */
import { platformCall } from '../../lib/platform.ts';

export const loadCaptcha = () => platformCall('captcha', {});

export const loadCountryList = () => platformCall('systemCountry', {});
