/**
 * Shared by the browser tests (Playwright): one entry point for brand facts and server URLs, the
 * sandbox's test hooks, page state, form helpers and the CSP watch. (The unit tests' stand-ins for
 * the browser are ./browser-fakes.ts: they need vitest, so they are not exported here.)
 */
export { asRead, brandOf, brandUrl, JOURNEY_BRAND, pageUrl, resources } from './brand.ts';
export { watchCsp } from './csp.ts';
export { nextCaptchaKey, paste, tooLongText, uniqueMobile, uniqueName } from './forms.ts';
export { idleDone, seedStorage, settled, watchNetwork } from './page.ts';
export { axeProblems, axeProblemsInEveryTheme, axeViolations, COLOUR_RULES, WCAG_TAGS } from './axe.ts';
export { PLAYER_ZONE, playerTime, untilPlayerMidnight } from './player-clock.ts';
export { captchaAnswer, hookValue, outbox, pageFaults, sandbox, sendSmsCode, smsCode } from './sandbox-hooks.ts';
