import { describe, expect, it } from 'vitest';
import { textsOf } from '../../i18n/index.ts';
import { formTexts } from './labels.ts';

describe('formTexts', () => {
  it('hands over only the parts asked for, each whole', () => {
    const kit = formTexts(textsOf('EN').form, 'sms', 'length');
    expect(Object.keys(kit)).toEqual(['sms', 'length']);
    expect(kit.sms).toEqual(textsOf('EN').form.sms);
  });
});
