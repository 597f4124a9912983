import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createVault, fromBase64, isRememberedLogin, parseStored, recordToKeep, REMEMBER_STORAGE_KEY, toBase64, type VaultDeps } from './remember.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key), map };
}

async function vaultWith(storage = memoryStorage(), key?: CryptoKey | null) {
  const subtle = webcrypto.subtle as unknown as SubtleCrypto;
  const theKey = key === undefined ? ((await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])) as CryptoKey) : key;
  const deps: VaultDeps = { storage, key: async () => theKey, subtle, randomIv: () => webcrypto.getRandomValues(new Uint8Array(12)) };
  return { vault: createVault(deps), storage, key: theKey };
}

const PASSWORD = 'Demo1234';
const login = { type: 'username' as const, username: 'demo_member', password: PASSWORD, countryDialingCode: '95' };

describe('remembered login', () => {
  it('keeps the login encrypted: the password is nowhere in storage, and comes back', async () => {
    const { vault, storage } = await vaultWith();
    expect(await vault.write(login)).toBe(true);
    const raw = storage.map.get(REMEMBER_STORAGE_KEY)!;
    expect(raw).not.toContain(PASSWORD);
    expect(raw).not.toContain('demo_member');
    expect(atob(JSON.parse(raw).records.username.data)).not.toContain(PASSWORD);
    expect(await vault.read('username')).toEqual(login);
    expect(vault.lastMethod()).toBe('username');
  });

  it('one record per method; the SMS record keeps no code', async () => {
    const { vault } = await vaultWith();
    await vault.write(login);
    await vault.write({ type: 'sms', username: '9750000001', password: '123456', countryDialingCode: '95' });
    expect(await vault.read('sms')).toEqual({ type: 'sms', username: '9750000001', password: '', countryDialingCode: '95' });
    expect(await vault.read('username')).toEqual(login);
    expect(vault.lastMethod()).toBe('sms');
    await vault.forget('sms');
    expect(await vault.read('sms')).toBeNull();
    expect(vault.lastMethod()).toBe('username');
    await vault.forget();
    expect(vault.has('username')).toBe(false);
  });

  it('another key (site data partly cleared) cannot read it, and the record is dropped', async () => {
    const { storage } = await vaultWith();
    const first = await vaultWith(storage);
    await first.vault.write(login);
    const second = await vaultWith(storage);
    expect(await second.vault.read('username')).toBeNull();
    expect(storage.map.has(REMEMBER_STORAGE_KEY)).toBe(false);
  });

  it('the key cannot be exported', async () => {
    const { key } = await vaultWith();
    await expect(webcrypto.subtle.exportKey('raw', key as unknown as webcrypto.CryptoKey)).rejects.toThrow();
  });

  it('without a key (no Web Crypto or IndexedDB) nothing is remembered', async () => {
    const { vault, storage } = await vaultWith(memoryStorage(), null);
    expect(await vault.write(login)).toBe(false);
    expect(storage.map.size).toBe(0);
  });

  it('a password change updates the remembered password of that player only', async () => {
    const { vault } = await vaultWith();
    await vault.write(login);
    await vault.updatePassword('Other999', 'someone_else');
    expect((await vault.read('username'))?.password).toBe(PASSWORD);
    await vault.updatePassword('New12345', 'DEMO_member');
    expect(await vault.read('username')).toEqual({ ...login, password: 'New12345' });
  });

  it('reads stored text defensively', () => {
    expect(parseStored(null)).toEqual({ v: 1, records: {} });
    expect(parseStored('not json')).toEqual({ v: 1, records: {} });
    expect(parseStored('{"v":2,"records":{}}')).toEqual({ v: 1, records: {} });
    expect(parseStored('{"v":1,"last":"x","records":{"username":{"iv":"a","data":"b"},"sms":{"iv":1}}}')).toEqual({
      v: 1,
      records: { username: { iv: 'a', data: 'b' } },
    });
    expect(isRememberedLogin(login, 'username')).toBe(true);
    expect(isRememberedLogin(login, 'sms')).toBe(false);
    expect(isRememberedLogin({ ...login, password: 1 }, 'username')).toBe(false);
    expect(recordToKeep({ ...login, type: 'sms' }).password).toBe('');
  });

  it('base64 round trip', () => {
    const bytes = new Uint8Array([0, 1, 127, 128, 255]);
    expect([...fromBase64(toBase64(bytes))]).toEqual([...bytes]);
  });
});
