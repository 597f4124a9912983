import { describe, expect, it } from 'vitest';
import { socialProviders } from './social-auth.ts';
import { e164 } from './phone-auth.ts';

const settings = {
  apiKey: 'demo-web-api-key',
  authDomain: 'demo-casino.firebaseapp.com',
  projectId: 'demo-casino',
  appId: '1:1:web:1',
  phoneVerification: false,
};

describe('socialProviders: the social buttons a brand shows (A §2)', () => {
  it('each provider whose flag is on, when the brand has Firebase settings', () => {
    expect(socialProviders(settings, { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true })).toEqual(['facebook', 'google']);
    expect(socialProviders(settings, { FACEBOOKLOGIN3: false, GOOGLELOGIN3: true })).toEqual(['google']);
    expect(socialProviders(settings, { FACEBOOKLOGIN3: false, GOOGLELOGIN3: false })).toEqual([]);
  });

  it('none without Firebase settings, whatever the flags say (the provider is not there to initialise)', () => {
    expect(socialProviders(null, { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true })).toEqual([]);
  });
});

describe('e164: the number Firebase sends the code to', () => {
  it('is the dialling code and the national number without its trunk 0', () => {
    expect(e164({ countryDialingCode: '95', mobileNum: '09750000001' })).toBe('+959750000001');
    expect(e164({ countryDialingCode: '1', mobileNum: ' 2025550123 ' })).toBe('+12025550123');
  });
});
