import { describe, expect, it } from 'vitest';
import { browserPasswordStore, createRememberedLogins, parseStored, REMEMBER_STORAGE_KEY, type PasswordStore } from './remember.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

/** A password manager holding one saved password, as Chromium's hands out silently. */
function passwordManager(): PasswordStore & { saved: { id: string; password: string } | null } {
  return {
    saved: null,
    async save(id, password) {
      this.saved = { id, password };
    },
    async silentGet() {
      return this.saved;
    },
  };
}

const PASSWORD = 'Demo1234';
const login = { type: 'username' as const, username: 'demo_member', password: PASSWORD, countryDialingCode: '95' };

describe('remembered login', () => {
  it('keeps no password in our storage, readable or not: it goes to the password manager', async () => {
    const storage = memoryStorage();
    const passwords = passwordManager();
    const remembered = createRememberedLogins({ storage, passwords });
    await remembered.write(login);
    const raw = storage.map.get(REMEMBER_STORAGE_KEY)!;
    expect(JSON.parse(raw)).toEqual({ v: 2, last: 'username', records: { username: { username: 'demo_member', countryDialingCode: '95' } } });
    expect(raw).not.toContain(PASSWORD);
    expect(passwords.saved).toEqual({ id: 'demo_member', password: PASSWORD });
    expect(remembered.read('username')).toEqual({ type: 'username', username: 'demo_member', countryDialingCode: '95' });
    expect(await remembered.password('Demo_Member')).toBe(PASSWORD);
    expect(await remembered.password('someone_else')).toBeNull();
  });

  it('without Credential Management the user name is still remembered (the browser fills the password itself)', async () => {
    const remembered = createRememberedLogins({ storage: memoryStorage(), passwords: null });
    await remembered.write(login);
    expect(remembered.read('username')?.username).toBe('demo_member');
    expect(await remembered.password('demo_member')).toBeNull();
  });

  it('a password manager that refuses or fails loses nothing else', async () => {
    const failing: PasswordStore = { save: () => Promise.reject(new Error('NotAllowedError')), silentGet: () => Promise.reject(new Error('no')) };
    const remembered = createRememberedLogins({ storage: memoryStorage(), passwords: failing });
    await expect(remembered.write(login)).resolves.toBeUndefined();
    expect(remembered.read('username')?.username).toBe('demo_member');
    expect(await remembered.password('demo_member')).toBeNull();
  });

  it('one record per method; the SMS record keeps the number and dialling code only', async () => {
    const passwords = passwordManager();
    const remembered = createRememberedLogins({ storage: memoryStorage(), passwords });
    await remembered.write(login);
    await remembered.write({ type: 'sms', username: '9750000001', password: '123456', countryDialingCode: '95' });
    expect(remembered.read('sms')).toEqual({ type: 'sms', username: '9750000001', countryDialingCode: '95' });
    expect(passwords.saved?.password).toBe(PASSWORD); // the SMS code never reaches the password manager
    expect(remembered.lastMethod()).toBe('sms');
    remembered.forget('sms');
    expect(remembered.read('sms')).toBeNull();
    expect(remembered.lastMethod()).toBe('username');
    remembered.forget();
    expect(remembered.read('username')).toBeNull();
  });

  it('a password change offers the new password only for the remembered user', async () => {
    const passwords = passwordManager();
    const remembered = createRememberedLogins({ storage: memoryStorage(), passwords });
    await remembered.write(login);
    await remembered.updatePassword('Other5678', 'someone_else');
    expect(passwords.saved?.password).toBe(PASSWORD);
    await remembered.updatePassword('New5678', 'DEMO_MEMBER');
    expect(passwords.saved).toEqual({ id: 'demo_member', password: 'New5678' });
  });

  it('old encrypted records and anything malformed count as nothing remembered', () => {
    const old = JSON.stringify({ v: 1, last: 'username', records: { username: { iv: 'abc', data: 'def' } } });
    for (const raw of [old, 'not json', 'null', '{"v":2}', '{"v":2,"records":{"username":{"username":1}}}'])
      expect(parseStored(raw)).toEqual({ v: 2, records: {} });
    expect(parseStored('{"v":2,"last":"sms","records":{"sms":{"username":"97","countryDialingCode":"95","password":"x"}}}')).toEqual({
      v: 2,
      last: 'sms',
      records: { sms: { username: '97', countryDialingCode: '95' } },
    });
  });

  it('uses PasswordCredential and a silent get where the browser has them, else nothing', async () => {
    expect(browserPasswordStore({ navigator: {} } as unknown as typeof globalThis)).toBeNull();
    const calls: unknown[] = [];
    class PasswordCredential {
      type = 'password';
      data: { id: string; password: string };
      constructor(data: { id: string; password: string }) {
        this.data = data;
      }
    }
    const win = {
      PasswordCredential,
      navigator: {
        credentials: {
          store: async (credential: PasswordCredential) => void calls.push(['store', credential.data]),
          get: async (options: unknown) => (calls.push(['get', options]), { type: 'password', id: 'demo_member', password: PASSWORD }),
        },
      },
    } as unknown as typeof globalThis;
    const store = browserPasswordStore(win)!;
    await store.save('demo_member', PASSWORD);
    expect(await store.silentGet()).toEqual({ id: 'demo_member', password: PASSWORD });
    expect(calls).toEqual([
      ['store', { id: 'demo_member', password: PASSWORD }],
      ['get', { password: true, mediation: 'silent' }],
    ]);
  });
});
