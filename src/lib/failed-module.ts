/**
 * The script address a failed dynamic import names ("Failed to fetch dynamically imported module:
 * <url>"), if any: the browser keeps a failed module address failed for the page's life (the HTML
 * module map), so a retry asks for that address with a query of its own (./lazy-part.ts).
 */
export function failedModuleAddress(error: unknown): string | null {
  const match = /(https?:\/\/\S+?\.m?js)\b/.exec(error instanceof Error ? error.message : String(error));
  return match ? match[1]! : null;
}
