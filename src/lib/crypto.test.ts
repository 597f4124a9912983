import { describe, expect, it } from 'vitest';
import { decryptBody, encryptBody } from './body-crypto.ts';
import { decodeServicePath, encodeServicePath } from './service-path.ts';

describe('body encryption', () => {
  it('round-trips with the same key, with a fresh IV each time', () => {
    const body = { username: 'demo_member', password: 'pässwörd 123' };
    const first = encryptBody(body, 'brand-key-0123456789');
    const second = encryptBody(body, 'brand-key-0123456789');
    expect(first.iv).not.toBe(second.iv);
    expect(first.data).not.toContain('demo_member');
    expect(decryptBody(first, 'brand-key-0123456789')).toEqual(body);
  });
  it('refuses a wrong key', () => {
    const sealed = encryptBody({ a: 1 }, 'brand-key-0123456789');
    expect(() => decryptBody(sealed, 'another-key-0123456')).toThrow();
  });
});

describe('service paths', () => {
  it('decodes what the platform encodes, with the last 8 characters as the key', () => {
    const value = encodeServicePath('https://chat.example/room/7', 'k3y-8chr');
    expect(value.endsWith('k3y-8chr')).toBe(true);
    expect(decodeServicePath(value)).toBe('https://chat.example/room/7');
  });
  it('refuses anything but an https address, and garbage', () => {
    expect(decodeServicePath(encodeServicePath('javascript:alert(1)', 'abcdefgh'))).toBeNull();
    expect(decodeServicePath('short')).toBeNull();
    expect(decodeServicePath('not-a-cipher-at-allabcdefgh')).toBeNull();
  });
});
