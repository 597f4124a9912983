/** localStorage (or, with `visit`, sessionStorage) that never throws (private mode, storage full or blocked). */
export function readStorage(key: string, visit = false): string | null {
  try {
    return (visit ? sessionStorage : localStorage).getItem(key);
  } catch {
    return null;
  }
}

/** localStorage (or, with `visit`, sessionStorage) that never throws; null removes the key. */
export function writeStorage(key: string, value: string | null, visit = false): void {
  try {
    const storage = visit ? sessionStorage : localStorage;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Nothing to do: the choice lasts for this page only.
  }
}
