/**
 * The texts of this build's brand: the defaults with `brands/<id>/locales/<lang>.json` over them.
 * Pages (Astro, Vite) import `translator` and `textsOf` from here; Node code that has no brand
 * (tests/support.ts, the sandbox) imports ./index.ts for the defaults.
 */
import { texts } from 'virtual:brand';
import { overrideTexts } from './index.ts';

overrideTexts(texts);

export { htmlLang, textsOf, translator } from './index.ts';
