import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../constants.ts';
import { textsOf, translator } from '../../i18n/index.ts';
import { captchaLabels, dialingCodeLabel, formTexts, passwordToggleLabels, ruleMessages, smsCodeLabels } from './labels.ts';
import { captchaTexts, ruleTexts } from './texts.ts';

describe('the kit’s texts as whole subtrees say what the build-time pickers say', () => {
  for (const language of LANGUAGE_CODES) {
    it(`${language}: rules, captcha, SMS button, password toggle and dialling code, placeholders left for the browser`, () => {
      const t = translator(language);
      const kit = formTexts(textsOf(language).form, 'password', 'mobile', 'sms', 'captcha', 'rules', 'length');
      expect(ruleTexts(kit)).toEqual(ruleMessages(t));
      expect(captchaTexts(kit)).toEqual(captchaLabels(t));
      expect(kit.sms).toEqual(smsCodeLabels(t));
      expect(kit.password).toEqual(passwordToggleLabels(t));
      expect(kit.mobile.dialingCode).toBe(dialingCodeLabel(t));
    });
  }

  it('formTexts hands over only the parts asked for', () => {
    expect(Object.keys(formTexts(textsOf('EN').form, 'sms', 'length'))).toEqual(['sms', 'length']);
  });
});
