/**
 * The forms are prerendered, so a player on a slow phone can type before the island's script has
 * run; React's first render would then wipe it. An island calls this once on mount and takes back
 * what was typed: the values of its inputs by id, only those not empty.
 */
export function typedBeforeHydration<K extends string>(ids: Readonly<Record<K, string>>): Partial<Record<K, string>> {
  const typed: Partial<Record<K, string>> = {};
  for (const field of Object.keys(ids) as K[]) {
    const value = (document.getElementById(ids[field]) as HTMLInputElement | null)?.value;
    if (value) typed[field] = value;
  }
  return typed;
}
