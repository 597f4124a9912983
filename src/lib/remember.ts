/**
 * Remembered login (A §3 "Remembered login": type, username, password, countryDialingCode; A §4
 * "toggling the method reloads the remembered credentials for that method").
 *
 * Why this design. We keep no password, readable or encrypted. An encrypted copy in our own
 * storage was tried and failed: Chromium writes a Web Crypto key's raw bytes into the profile's
 * IndexedDB files whatever `extractable` says, so a copied profile (a backup, a stolen laptop
 * folder) decrypted it offline. The browser's password manager is the place for passwords: it is
 * backed by the system's password store (Android's, the OS keychain) and fills our forms itself.
 * So:
 * - localStorage `rememberedLogin` keeps only the method, the user name (or mobile number) and the
 *   dialling code, to reopen the form on the method used last with those filled in;
 * - the password goes to the password manager through the Credential Management API where the
 *   browser has it (Chromium: `navigator.credentials.store(new PasswordCredential(…))`, which asks
 *   the player to save), and comes back from a silent `navigator.credentials.get` (no prompt; the
 *   browser answers only when it may, e.g. one saved password for this site);
 * - everywhere else the forms' `autocomplete` attributes (username / current-password /
 *   new-password) let the browser offer to save and fill, as on any site.
 * An SMS login keeps the number and dialling code only (a code is single-use).
 */
import { isRecord, parseJson } from './parse-json.ts';

/** The two ways to log in (A §2): one remembered record each. */
export type LoginMethod = 'username' | 'sms';

export const REMEMBER_STORAGE_KEY = 'rememberedLogin';
/** The IndexedDB database of the encrypted design this replaces: deleted where it is still found. */
const RETIRED_KEY_DATABASE = 'rememberedLogin';

/** What is remembered of a login: never a password. */
export interface RememberedLogin {
  type: LoginMethod;
  /** The user name, or the mobile number for the SMS method. */
  username: string;
  countryDialingCode: string;
}

interface Kept {
  username: string;
  countryDialingCode: string;
}

/** What localStorage holds: one record per method, and the method used last (to open the form on it). */
export interface StoredRecords {
  v: 2;
  last?: LoginMethod;
  records: Partial<Record<LoginMethod, Kept>>;
}

const METHODS: readonly LoginMethod[] = ['username', 'sms'];
const isKept = (value: unknown): value is Kept =>
  !!value && typeof (value as Kept).username === 'string' && typeof (value as Kept).countryDialingCode === 'string';

/** Reads the stored text; anything unexpected (the old encrypted records among it) counts as nothing remembered. */
export function parseStored(raw: string | null): StoredRecords {
  const empty: StoredRecords = { v: 2, records: {} };
  const value = parseJson(raw, isRecord);
  if (!value || value.v !== 2 || !isRecord(value.records)) return empty;
  const records: StoredRecords['records'] = {};
  for (const method of METHODS) {
    const kept = value.records[method];
    if (isKept(kept)) records[method] = { username: kept.username, countryDialingCode: kept.countryDialingCode };
  }
  const last = METHODS.find((method) => method === value.last);
  return { v: 2, records, ...(last ? { last } : {}) };
}

/** The browser's password manager, as far as a page can reach it. */
export interface PasswordStore {
  /** Offers the password to the password manager (the browser may ask the player first). */
  save(id: string, password: string): Promise<void>;
  /** The saved password the browser hands out without a prompt, if any. */
  silentGet(): Promise<{ id: string; password: string } | null>;
}

type Storage = { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void };

export interface RememberDeps {
  storage: Storage | null;
  /** null where the browser has no Credential Management for passwords. */
  passwords: PasswordStore | null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function createRememberedLogins({ storage, passwords }: RememberDeps) {
  const readStored = (): StoredRecords => {
    try {
      return parseStored(storage?.getItem(REMEMBER_STORAGE_KEY) ?? null);
    } catch {
      return { v: 2, records: {} };
    }
  };
  const writeStored = (stored: StoredRecords) => {
    try {
      if (!storage) return;
      if (Object.keys(stored.records).length === 0) storage.removeItem(REMEMBER_STORAGE_KEY);
      else storage.setItem(REMEMBER_STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // storage full or blocked: not remembered
    }
  };

  return {
    /** The method the player used last with "remember" on, if any. */
    lastMethod(): LoginMethod | undefined {
      return readStored().last;
    },
    /** The remembered login of a method (no password), or null. */
    read(method: LoginMethod): RememberedLogin | null {
      const kept = readStored().records[method];
      return kept ? { type: method, ...kept } : null;
    },
    /**
     * The password the browser's password manager holds for `username`, when it hands one out
     * silently; null otherwise (most browsers fill the field themselves instead).
     */
    async password(username: string): Promise<string | null> {
      try {
        const saved = passwords ? await passwords.silentGet() : null;
        return saved && sameName(saved.id, username) ? saved.password : null;
      } catch {
        return null;
      }
    },
    /** Remembers a login after it succeeded; a password goes to the password manager, never to our storage. */
    async write(login: RememberedLogin & { password?: string }): Promise<void> {
      const stored = readStored();
      writeStored({
        v: 2,
        last: login.type,
        records: { ...stored.records, [login.type]: { username: login.username, countryDialingCode: login.countryDialingCode } },
      });
      if (login.type === 'username' && login.password) await this.offerPassword(login.username, login.password);
    },
    /** Forgets a method's login, or every one (the password manager's entries are the player's to manage). */
    forget(method?: LoginMethod): void {
      const stored = readStored();
      const records = { ...stored.records };
      for (const each of method ? [method] : METHODS) delete records[each];
      const last = stored.last && records[stored.last] ? stored.last : (Object.keys(records)[0] as LoginMethod | undefined);
      writeStored({ v: 2, records, ...(last ? { last } : {}) });
    },
    /**
     * After a password change (A §4 "update the remembered-login record"): when this device
     * remembers `userName`'s login, the password manager is offered the new password.
     */
    async updatePassword(newPassword: string, userName: string): Promise<void> {
      const login = this.read('username');
      if (login && sameName(login.username, userName)) await this.offerPassword(login.username, newPassword);
    },
    async offerPassword(id: string, password: string): Promise<void> {
      try {
        await passwords?.save(id, password);
      } catch {
        // refused or unsupported: the browser's own save prompt (autocomplete) remains
      }
    },
  };
}

export type RememberedLogins = ReturnType<typeof createRememberedLogins>;

// ---- browser defaults ----

type PasswordCredentialConstructor = new (data: { id: string; password: string; name?: string }) => Credential;

/** Credential Management for passwords (Chromium, Android's password store behind it), or null. */
export function browserPasswordStore(win: typeof globalThis = globalThis): PasswordStore | null {
  const PasswordCredential = (win as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  const credentials = win.navigator?.credentials;
  if (!PasswordCredential || !credentials) return null;
  return {
    async save(id, password) {
      await credentials.store(new PasswordCredential({ id, password }));
    },
    async silentGet() {
      const found = (await credentials.get({ password: true, mediation: 'silent' } as CredentialRequestOptions)) as (Credential & { password?: string }) | null;
      return found && found.type === 'password' && typeof found.password === 'string' ? { id: found.id, password: found.password } : null;
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Removes what the encrypted design left behind: its key database (the ciphertext parseStored ignores and write replaces). */
function retireEncryptedDesign(): void {
  try {
    const raw = localStorage.getItem(REMEMBER_STORAGE_KEY);
    if (raw && !raw.includes('"v":2')) localStorage.removeItem(REMEMBER_STORAGE_KEY);
    globalThis.indexedDB?.deleteDatabase(RETIRED_KEY_DATABASE);
  } catch {
    // nothing to retire
  }
}

let remembered: RememberedLogins | null = null;

/** The page's remembered logins (localStorage + the browser's password manager). */
export function rememberedLogins(): RememberedLogins {
  if (!remembered) {
    retireEncryptedDesign();
    remembered = createRememberedLogins({ storage: browserStorage(), passwords: browserPasswordStore() });
  }
  return remembered;
}

/**
 * For the change-password and set-password-by-phone screens: the password manager is offered the
 * new password when this device remembers that user's login. Never throws.
 */
export async function updateRememberedPassword(newPassword: string, userName: string): Promise<void> {
  try {
    await rememberedLogins().updatePassword(newPassword, userName);
  } catch {
    // nothing remembered, or the browser cannot: nothing to update
  }
}
