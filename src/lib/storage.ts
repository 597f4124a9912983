/** localStorage that never throws (private mode, storage full or blocked). */
export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the choice lasts for this page only.
  }
}

/** sessionStorage that never throws; null removes the key. */
export function writeSessionStorage(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // No session storage: nothing kept for this visit.
  }
}
