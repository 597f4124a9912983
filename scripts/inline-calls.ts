/**
 * Writes each platform call into the code that makes it. Source code names a call by its definition,
 * `platformCall(cashierCalls.depositOptions, …)` with `import * as cashierCalls from
 * '…/contract/calls/cashier.ts'`; in the site's build this plugin replaces `cashierCalls.depositOptions`
 * by the definition itself (`{"id":"depositOptions","method":"GET",…}`) and drops the import.
 *
 * Why: a bundle places a module whole, so a page that made one call of an area carried the area's
 * every call, and a page of three areas three small chunks (npm run bench: up to 1.5 KB more than
 * the calls it makes). Inlined, a page carries exactly its calls, about 40 bytes gzip each. The
 * chrome's (./calls/shell.ts) are the exception: every page makes them.
 * Without the plugin (vitest, the sandbox) the imports are real modules and the code runs the same.
 */
import type { Plugin } from 'vite';
import { CALL_AREAS, CALLS, type CallId } from '../src/contract/calls.ts';

/**
 * The chrome's calls (status, session, balance, badges) stay a module: every page makes them, so
 * they load once, with the core chunk, rather than written into each of the chrome's scripts.
 */
const CHROME_AREA = 'shell';

/** `import * as cashierCalls from '../../contract/calls/cashier.ts';` */
const AREA_IMPORT = /^import \* as (\w+Calls) from ["'][./]*(?:src\/)?contract\/calls\/(\w+)\.ts["'];?\n/gm;

/** A module (types stripped) → the same with every call of its area imports written in, or undefined when it has none. */
export function inlineCalls(code: string, file: string): string | undefined {
  const imports = [...code.matchAll(AREA_IMPORT)];
  if (!imports.some(([, , area]) => area !== CHROME_AREA)) return undefined;
  let out = code;
  for (const [statement, namespace, area] of imports) {
    if (area === CHROME_AREA) continue;
    const calls: Record<string, unknown> | undefined = CALL_AREAS[`${area}Calls` as keyof typeof CALL_AREAS];
    if (!calls || namespace !== `${area}Calls`) throw new Error(`${file}: import the call area ${area} as ${area}Calls`);
    out = out.replace(statement, '').replace(new RegExp(`\\b${namespace}\\.(\\w+)\\b`, 'g'), (_, name: string) => {
      if (!(name in calls)) throw new Error(`${file}: ${namespace}.${name} is not a call of ${area}`);
      return JSON.stringify(CALLS[name as CallId]);
    });
    if (new RegExp(`\\b${namespace}\\b`).test(out)) throw new Error(`${file}: ${namespace} used otherwise than as ${namespace}.<call>`);
  }
  return out;
}

export function inlineCallsPlugin(): Plugin {
  return {
    name: 'inline-calls',
    // After TypeScript is stripped: `typeof cashierCalls.withdraw` in a type stays a type.
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/contract/')) return undefined;
      const out = inlineCalls(code, id);
      return out === undefined ? undefined : { code: out, map: null };
    },
  };
}
