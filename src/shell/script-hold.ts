/**
 * Home's module scripts start once its first banner picture has loaded or failed (or after
 * SCRIPT_HOLD_MAX_MS): the banner is home's largest paint, and the 15 script files asked for beside
 * it shared the line with it. The first screen does not wait for them: the banner, the first row of
 * hot games and its first picture are painted by inline scripts (src/features/home/home/banner/
 * first-banner.inline.ts, first-hot-row.inline.ts). Lighthouse counts every request made before the
 * largest paint: with the scripts asked for at once home's was 1.7-2.0 s, held 1.25 s (issue 36).
 *
 * The page asks for the hold with SCRIPT_HOLD_MARKER on the element around the picture
 * (HomeBanner.astro); the build (scripts/module-preload.ts) then writes the page's module scripts
 * and their preloads into heldScriptsLoader() instead of its <head>.
 */

/** Where a page asks for its scripts to wait for a picture: on an element around it. */
export const SCRIPT_HOLD_MARKER = 'data-script-hold';
/** Ours: the longest the scripts wait for the picture (a stalled image CDN holds no tap longer). */
export const SCRIPT_HOLD_MAX_MS = 1500;

/**
 * An inline script (at the end of the body) that adds the preloads and then the module scripts, in
 * order (`async = false`: as the parser would have run them), once the held picture is in.
 */
export function heldScriptsLoader(preloads: readonly string[], scripts: readonly string[]): string {
  const add = `function(t,r,h){var e=document.createElement(t);e[r]=h;return e}`;
  return (
    `(function(p,s,m,a){var d=0;function go(){if(d)return;d=1;` +
    `p.forEach(function(h){var l=a("link","href",h);l.rel="modulepreload";document.head.appendChild(l)});` +
    `s.forEach(function(h){var e=a("script","src",h);e.type="module";e.async=false;document.head.appendChild(e)})}` +
    `var i=document.querySelector("[${SCRIPT_HOLD_MARKER}] img");` +
    `if(!i||i.complete)go();else{i.addEventListener("load",go);i.addEventListener("error",go);setTimeout(go,m)}})` +
    `(${JSON.stringify(preloads)},${JSON.stringify(scripts)},${SCRIPT_HOLD_MAX_MS},${add})`
  );
}
