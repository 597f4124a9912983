/**
 * crypto-js (src/lib/body-crypto.ts) falls back to Node's module, `require('crypto')`, when it
 * finds no crypto of the platform's own; a browser always has one, so the fallback never runs there.
 * Bundled for the browser, its `typeof require` brought rolldown's `require` stand-in, with its long
 * error text, into the runtime chunk that every page loads (issue 36: about 0.2 KB gzip before any
 * action). The browser build leaves the fallback out; the prerender (Node) is left alone.
 */
import type { Plugin } from 'vite';

/** crypto-js's Node fallback (core.js, and crypto-js.js, its all-in-one copy). */
const NODE_FALLBACK = /if \(!crypto && typeof require === 'function'\) \{\s*try \{\s*crypto = require\('crypto'\);\s*\} catch \(err\) \{\}\s*\}/;

export function noNodeCryptoPlugin(): Plugin {
  return {
    name: 'no-node-crypto',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!/[\\/]crypto-js[\\/]/.test(id) || !code.includes("require('crypto')")) return undefined;
      // A crypto-js whose fallback reads otherwise: say so rather than ship the stand-in again unnoticed.
      if (!NODE_FALLBACK.test(code)) this.error(`${id}: crypto-js's Node fallback has changed; update scripts/no-node-crypto.ts`);
      return { code: code.replace(NODE_FALLBACK, ''), map: null };
    },
  };
}
