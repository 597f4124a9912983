/**
 * Remembered login (A §3 "Remembered login": type, username, password, countryDialingCode; A §4
 * "toggling the method reloads the remembered credentials for that method").
 *
 * Why this design. The spec's original kept the password "encoded twice and combined with a
 * stored secret" in browser storage: anyone who can read that storage (a shared computer's
 * devtools, a browser extension reading localStorage, a copied or synced profile, a backup) can
 * decode it, because the secret sits next to it. We instead encrypt the record with AES-GCM under
 * a Web Crypto key created on first use as NON-EXTRACTABLE and kept in IndexedDB: localStorage
 * (key `rememberedLogin`) holds only ciphertext and IV, and the key's bytes can never be read out,
 * exported or copied with the data; only code running on this origin, in this browser profile, can
 * use it to decrypt. What it does not protect against: script injected into our own pages (XSS) can
 * call decrypt like we do, and no client-side scheme can change that. Clearing site data removes
 * key and ciphertext together. Browsers' own password managers remain the better place for
 * passwords, so the form is also marked up for them (autocomplete="username" / "current-password").
 * Without Web Crypto or IndexedDB (old browsers, some private modes) nothing is remembered.
 *
 * One record per method; an SMS record keeps the number and dialling code only (a code is
 * single-use, so there is no password worth keeping).
 */
/** The two ways to log in (A §2): one remembered record each. */
export type LoginMethod = 'username' | 'sms';

export const REMEMBER_STORAGE_KEY = 'rememberedLogin';

export interface RememberedLogin {
  type: LoginMethod;
  username: string;
  password: string;
  countryDialingCode: string;
}

interface Sealed {
  iv: string;
  data: string;
}

/** What localStorage holds: ciphertext per method, and the method used last (to open the form on it). */
export interface StoredRecords {
  v: 1;
  last?: LoginMethod;
  records: Partial<Record<LoginMethod, Sealed>>;
}

// ---- pure parts ----

const METHODS: readonly LoginMethod[] = ['username', 'sms'];
const isSealed = (value: unknown): value is Sealed =>
  !!value && typeof value === 'object' && typeof (value as Sealed).iv === 'string' && typeof (value as Sealed).data === 'string';

/** Reads the stored text; anything unexpected counts as nothing remembered. */
export function parseStored(raw: string | null): StoredRecords {
  const empty: StoredRecords = { v: 1, records: {} };
  if (!raw) return empty;
  try {
    const value = JSON.parse(raw) as Partial<StoredRecords> | null;
    if (!value || value.v !== 1 || typeof value.records !== 'object' || value.records === null) return empty;
    const records: StoredRecords['records'] = {};
    for (const method of METHODS) if (isSealed(value.records[method])) records[method] = value.records[method];
    return { v: 1, records, ...(METHODS.includes(value.last as LoginMethod) ? { last: value.last } : {}) };
  } catch {
    return empty;
  }
}

/** Whether a decrypted value is a well-formed record of `method`. */
export function isRememberedLogin(value: unknown, method: LoginMethod): value is RememberedLogin {
  const record = value as RememberedLogin | null;
  return (
    !!record &&
    record.type === method &&
    typeof record.username === 'string' &&
    typeof record.password === 'string' &&
    typeof record.countryDialingCode === 'string'
  );
}

/** What is kept of a login: the SMS method never keeps its code. */
export function recordToKeep(login: RememberedLogin): RememberedLogin {
  return {
    type: login.type,
    username: login.username,
    password: login.type === 'sms' ? '' : login.password,
    countryDialingCode: login.countryDialingCode,
  };
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

// ---- the vault: storage + a key provider (browser defaults below; tests inject both) ----

export interface VaultDeps {
  storage: { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void } | null;
  /** The non-extractable AES-GCM key (created on first use), or null when unavailable. */
  key: () => Promise<CryptoKey | null>;
  subtle: SubtleCrypto | null;
  randomIv: () => Uint8Array<ArrayBuffer>;
}

const IV_BYTES = 12;
const AES = 'AES-GCM';

export function createVault(deps: VaultDeps) {
  const { storage, subtle } = deps;
  const readStored = (): StoredRecords => {
    try {
      return parseStored(storage?.getItem(REMEMBER_STORAGE_KEY) ?? null);
    } catch {
      return { v: 1, records: {} };
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

  async function seal(login: RememberedLogin): Promise<Sealed | null> {
    const key = subtle ? await deps.key() : null;
    if (!key || !subtle) return null;
    const iv = deps.randomIv();
    const plain = new TextEncoder().encode(JSON.stringify(recordToKeep(login)));
    const data = new Uint8Array(await subtle.encrypt({ name: AES, iv }, key, plain));
    return { iv: toBase64(iv), data: toBase64(data) };
  }

  async function open(sealed: Sealed, method: LoginMethod): Promise<RememberedLogin | null> {
    const key = subtle ? await deps.key() : null;
    if (!key || !subtle) return null;
    const plain = await subtle.decrypt({ name: AES, iv: fromBase64(sealed.iv) }, key, fromBase64(sealed.data));
    const value = JSON.parse(new TextDecoder().decode(plain)) as unknown;
    return isRememberedLogin(value, method) ? value : null;
  }

  return {
    /** The method the player used last with "remember" on, if any. */
    lastMethod(): LoginMethod | undefined {
      return readStored().last;
    },
    /** Whether something is remembered for the method (without decrypting). */
    has(method: LoginMethod): boolean {
      return readStored().records[method] !== undefined;
    },
    /** The remembered login of a method; null when none, or when it cannot be decrypted any more (then it is dropped). */
    async read(method: LoginMethod): Promise<RememberedLogin | null> {
      const sealed = readStored().records[method];
      if (!sealed) return null;
      try {
        const login = await open(sealed, method);
        if (login) return login;
      } catch {
        // key gone (site data partly cleared) or record tampered with
      }
      await this.forget(method);
      return null;
    },
    /** Remembers a login (after it succeeded); false when this browser cannot keep it safely. */
    async write(login: RememberedLogin): Promise<boolean> {
      let sealed: Sealed | null = null;
      try {
        sealed = await seal(login);
      } catch {
        sealed = null;
      }
      if (!sealed) return false;
      const stored = readStored();
      writeStored({ v: 1, last: login.type, records: { ...stored.records, [login.type]: sealed } });
      return true;
    },
    /** Forgets a method's login, or every one. */
    async forget(method?: LoginMethod): Promise<void> {
      const stored = readStored();
      const records = { ...stored.records };
      if (method) delete records[method];
      else for (const each of METHODS) delete records[each];
      const last = stored.last && records[stored.last] ? stored.last : (Object.keys(records)[0] as LoginMethod | undefined);
      writeStored({ v: 1, records, ...(last ? { last } : {}) });
    },
    /** After a password change: the remembered username login (of `userName`, when given) gets the new password. */
    async updatePassword(newPassword: string, userName?: string): Promise<void> {
      const login = await this.read('username');
      if (!login) return;
      if (userName !== undefined && login.username.toLowerCase() !== userName.toLowerCase()) return;
      const stored = readStored();
      const sealed = await seal({ ...login, password: newPassword }).catch(() => null);
      if (sealed) writeStored({ ...stored, records: { ...stored.records, username: sealed } });
    },
  };
}

export type Vault = ReturnType<typeof createVault>;

// ---- browser defaults: the key in IndexedDB ----

const DB_NAME = 'rememberedLogin';
const DB_STORE = 'keys';
const KEY_ID = 'aes-gcm';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openKeyDb(): Promise<IDBDatabase> {
  const req = indexedDB.open(DB_NAME, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(DB_STORE);
  return request(req);
}

let keyPromise: Promise<CryptoKey | null> | null = null;

/** The browser's key: read from IndexedDB, or created (non-extractable) and stored there on first use. */
export function browserKey(): Promise<CryptoKey | null> {
  keyPromise ??= (async () => {
    if (typeof indexedDB === 'undefined' || !globalThis.crypto?.subtle) return null;
    const db = await openKeyDb();
    try {
      const found = (await request(db.transaction(DB_STORE).objectStore(DB_STORE).get(KEY_ID))) as CryptoKey | undefined;
      if (found) return found;
      const key = await crypto.subtle.generateKey({ name: AES, length: 256 }, false, ['encrypt', 'decrypt']);
      try {
        await request(db.transaction(DB_STORE, 'readwrite').objectStore(DB_STORE).add(key, KEY_ID));
        return key;
      } catch {
        // another tab stored one first: use that one
        return ((await request(db.transaction(DB_STORE).objectStore(DB_STORE).get(KEY_ID))) as CryptoKey | undefined) ?? null;
      }
    } finally {
      db.close();
    }
  })().catch(() => {
    keyPromise = null;
    return null;
  });
  return keyPromise;
}

function browserStorage(): VaultDeps['storage'] {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

let vault: Vault | null = null;

/** The page's vault (localStorage + IndexedDB key). */
export function rememberVault(): Vault {
  vault ??= createVault({
    storage: browserStorage(),
    key: browserKey,
    subtle: globalThis.crypto?.subtle ?? null,
    randomIv: () => crypto.getRandomValues(new Uint8Array(IV_BYTES)),
  });
  return vault;
}

/**
 * For the change-password screen (A §4 "update the remembered-login record"): the remembered
 * username login gets the new password; pass the session's userName so another player's
 * remembered login is left alone. Never throws.
 */
export async function updateRememberedPassword(newPassword: string, userName?: string): Promise<void> {
  try {
    await rememberVault().updatePassword(newPassword, userName);
  } catch {
    // nothing remembered, or the browser cannot: nothing to update
  }
}
