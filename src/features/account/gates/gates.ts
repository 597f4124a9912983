/**
 * Member-type gates (A §6, G §6): who may enter the member centre (and its security centre and records), deposit, withdraw and invite,
 * and what the others see instead. Pure rules: the click handler (gates.client.ts) and the gated
 * pages (GatedPage.astro) both ask `gateFor`, so a link and a direct visit always agree.
 */
import { MEMBER_TYPES } from '../../../contract/vocabulary.ts';
import { isAgent } from '../../../lib/session.ts';
import { pageConfig } from '../../../shell/page-config.ts';
import { paths } from '../../../shell/paths.ts';

/** "Coming soon" shows this long while the player stays put (G §8 coming_soon: 1 s). */
export const COMING_SOON_TOAST_MS = 1000;

/** The routes a gate guards. */
/** The member centre and the screens of its own (issue 23 security centre, issue 24 records): one rule. */
const MEMBER_SCREENS = [paths.memberHome, paths.securityCenter, paths.transactionRecord, paths.gameRecord] as const;
/** The agent home and every screen behind its tiles and footer (G §2 "Agent home"; issue 25): one rule. */
const AGENT_SCREENS = [
  paths.agent,
  paths.agentTeamOverview,
  paths.team,
  paths.agentRegister,
  paths.teamPnl,
  paths.teamBetting,
  paths.agentRebate,
  paths.teamRebate,
  paths.agentDividend,
  paths.salaryContract,
  paths.dividendContract,
  paths.hourContract,
] as const;
export const GATED_PATHS = [...MEMBER_SCREENS, ...AGENT_SCREENS, paths.voucherCenter, paths.withdraw, paths.inviteFriends] as const;
export type GatedPath = (typeof GATED_PATHS)[number];

export type GateDecision =
  /** Open the page. */
  | 'go'
  /** The agent's screens with no session or as a non-agent (0, 4, 40): to /m/home (G §2 "Agent home"). */
  | 'home'
  /** Guest: to /m/login (A §6 "favourites, recent games, member centre, affiliate … send them to /m/login"). */
  | 'login'
  /** Trial account on the member centre, security centre or invite: the free_reject prompt with Cancel / Register now (A §6, G §6). */
  | 'trialPrompt'
  /** Not a real account on deposit or withdrawal: "Please login an actual account to use this function." (A §5). */
  | 'notReal'
  /** Agent on the share / invite entry: the agent modal (A §6). */
  | 'agentModal'
  /** Non-agent with the referral promotion off: "coming soon" for COMING_SOON_TOAST_MS (A §6). */
  | 'comingSoon';

export const isGatedPath = (path: string): path is GatedPath => (GATED_PATHS as readonly string[]).includes(path);

/** What the rules need, passed in so decideGate stands alone: the gated paths and member types (src/constants.ts MEMBER_TYPES). */
export interface GateRules {
  paths: { memberScreens: readonly string[]; agentScreens: readonly string[]; deposit: string; withdraw: string; invite: string };
  real: readonly number[];
  trial: readonly number[];
  agent: readonly number[];
  nonAgent: readonly number[];
  /** Every type the spec names; any other counts as trial (A §3, as src/lib/session.ts isTrial). */
  known: readonly number[];
}

export const GATE_RULES: GateRules = {
  paths: {
    memberScreens: MEMBER_SCREENS,
    agentScreens: AGENT_SCREENS,
    deposit: paths.voucherCenter,
    withdraw: paths.withdraw,
    invite: paths.inviteFriends,
  },
  real: MEMBER_TYPES.real,
  trial: MEMBER_TYPES.trial,
  agent: MEMBER_TYPES.agent,
  nonAgent: MEMBER_TYPES.nonAgent,
  known: [...new Set([...MEMBER_TYPES.real, ...MEMBER_TYPES.trial, ...MEMBER_TYPES.nonAgent, ...MEMBER_TYPES.agent])],
};

/**
 * The decision for a member type (undefined: guest) opening a gated route.
 * `referral`: whether the referral promotion is on (see referral.ts); undefined while unknown or
 * when it could not be read, and then the invite page opens (it is the platform's to refuse).
 *
 * Self-contained and ES2019 (no imports, no optional chaining): GatedPage.astro serialises it
 * into an inline script, so a direct visit is decided before the page paints.
 */
export function decideGate(path: string, type: number | undefined, referral: boolean | undefined, rules: GateRules): GateDecision {
  // G §2: "with no session or type 0, 4 or 40, go to /m/home" (any other type may enter).
  if (rules.paths.agentScreens.indexOf(path) >= 0) return type === undefined || rules.nonAgent.indexOf(type) >= 0 ? 'home' : 'go';
  if (type === undefined) return 'login';
  const trial = rules.trial.indexOf(type) >= 0 || rules.known.indexOf(type) < 0;
  // The member centre's own screens (security centre, records): the same free_reject prompt for trial accounts.
  if (rules.paths.memberScreens.indexOf(path) >= 0) return trial ? 'trialPrompt' : 'go';
  // A §6: "Member with type 0, 1 or 2: real account, may deposit and use the wallet"; withdrawing
  // is the wallet too, so it follows the deposit rule.
  if (path === rules.paths.deposit || path === rules.paths.withdraw) return rules.real.indexOf(type) >= 0 ? 'go' : 'notReal';
  if (path === rules.paths.invite) {
    if (rules.agent.indexOf(type) >= 0) return 'agentModal';
    // A trial account has nobody to invite to (free_reject, A §6): the prompt, not a page the platform refuses.
    if (trial) return 'trialPrompt';
    return referral === false ? 'comingSoon' : 'go';
  }
  return 'go';
}

export function gateFor(path: GatedPath, type: number | undefined, referral?: boolean): GateDecision {
  return decideGate(path, type, referral, GATE_RULES);
}

/**
 * The share entry shows "if the referral promotion is enabled and the user is not an agent, or when
 * not logged in" (A §6). While the flag is unknown it shows (nothing jumps for the common case).
 */
export function shareEntryVisible(type: number | undefined, referral?: boolean): boolean {
  if (type === undefined) return true;
  return !isAgent(type) && referral !== false;
}

/** The path of a link without the language prefix: `/en/m/withdraw` → `/m/withdraw`. */
export function withoutLanguagePrefix(pathname: string, prefixes: readonly string[]): string {
  for (const prefix of prefixes) {
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return pathname.slice(prefix.length) || '/';
  }
  return pathname;
}

/**
 * The same on every gated page of a language (the page's path is its section's `data-gate-page`),
 * so the content security policy holds one hash per language for it, not one per gated path:
 * Cloudflare's _headers takes lines of at most 2,000 characters (scripts/site-headers.ts).
 */
export interface GatePrepaintConfig {
  /** localStorage key of the session (STORAGE_KEYS.session). */
  sessionKey: string;
  /** sessionStorage key of the referral flag (referral.ts REFERRAL_CACHE_KEY). */
  referralKey: string;
  rules: GateRules;
  /** The login page in this page's language. */
  login: string;
  /** The home page in this page's language. */
  home: string;
}

/**
 * Runs inline in a gated page (GatedPage.astro), where it stands, before the page paints: marks
 * the page with its decision (CSS shows the matching content) and sends guests to login at once.
 * Serialised with Function#toString like the pre-paint script: self-contained, ES2019.
 */
export function gatePrepaint(decide: typeof decideGate, config: GatePrepaintConfig, doc: Document = document): void {
  let type: number | undefined;
  let referral: boolean | undefined;
  try {
    const session = JSON.parse(localStorage.getItem(config.sessionKey) || 'null');
    if (session && session.token) type = Number(session.type);
    const flag = sessionStorage.getItem(config.referralKey);
    if (flag === '1' || flag === '0') referral = flag === '1';
  } catch {
    // Storage blocked: a guest.
  }
  const section = doc.currentScript && doc.currentScript.parentElement;
  if (!section) return;
  const decision = decide(section.getAttribute('data-gate-page') || '', type, referral, config.rules);
  section.setAttribute('data-gate', decision);
  if (decision === 'login') location.replace(config.login);
  if (decision === 'home') location.replace(config.home);
}

/** Strings and links the gates show, picked at build time (GateEntries.astro). */
export interface GateLabels {
  links: { login: string; register: string; home: string; agent: string };
  trialTitle: string;
  trialText: string;
  registerNow: string;
  cancel: string;
  agentTitle: string;
  agentText: string;
  agentGo: string;
  notReal: string;
  comingSoon: string;
}
export const GATE_LABELS = pageConfig<GateLabels>('gate-labels', 'links', 'trialTitle');
