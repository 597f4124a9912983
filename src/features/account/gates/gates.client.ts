/**
 * Member-type gates in the browser (A §6, G §6), on every page:
 * - a tap on any link to a gated route (member centre, deposit, withdraw, invite: header, side
 *   menu, bottom bar, floating menu, page content alike) is decided by gates.ts before the browser
 *   leaves: guests log in (in the login modal where the page has one, then on to the link), trial
 *   accounts get the free_reject prompt on the member centre (Register now: the registration
 *   modal), non-real accounts the "actual account" notice on deposit and withdrawal, agents the
 *   agent modal and others "coming soon" on invite when the referral promotion is off;
 * - a tap on a link to a screen not built yet (COMING_SOON_ROUTES, src/shell/paths.ts) shows
 *   "coming soon" for a second and stays put (G §8);
 * - a gated page opened directly (GatedPage.astro) was already marked before paint; here its
 *   prompt opens, and it follows the session (a logout in another tab sends the player to login);
 * - the share entry hides for agents and, once known, when the referral promotion is off.
 * Prompts and notices load on demand, without React (gate-ui.ts).
 */
import { defaultLanguage, languages } from 'virtual:brand';
import { TOAST_MS } from '../../../constants.ts';
import { navigate } from '../../../lib/safe-path.ts';
import { closeDialogs, openDialog } from '../../../shell/dialogs.ts';
import { isComingSoonPath, languagePrefix, paths } from '../../../shell/paths.ts';
import { $session } from '../../../lib/session.ts';
import {
  COMING_SOON_TOAST_MS,
  gateFor,
  isGatedPath,
  shareEntryVisible,
  withoutLanguagePrefix,
  GATE_LABELS,
  type GateDecision,
  type GatedPath,
} from './gates.ts';
import { cachedReferral, loadReferral } from './referral-client.ts';

const root = document.documentElement;
const labels = GATE_LABELS.read()?.config;
const prefixes = languages.map((language) => languagePrefix(language, defaultLanguage));
const ui = () => import('./gate-ui.ts');

/** Register now: in the registration modal where the page has one, then on to `next` as a real member. */
function register(next: string): void {
  if (!labels) return;
  if (!openDialog('register-modal', next)) navigate(labels.links.register);
}

/** What a decision does after a tap on a link to `href`. */
async function act(decision: GateDecision, href: string): Promise<void> {
  if (!labels) return;
  const { ask, notify } = await (decision === 'go' || decision === 'login' || decision === 'home' ? Promise.resolve({ ask: null, notify: null }) : ui());
  switch (decision) {
    case 'go':
      navigate(href);
      return;
    case 'home':
      navigate(labels.links.home);
      return;
    case 'login':
      // In place when the page has the login modal; then on to where the guest was going.
      if (!openDialog('login-modal', href)) navigate(labels.links.login);
      return;
    case 'trialPrompt':
      if (await ask!({ title: labels.trialTitle, body: labels.trialText, confirmLabel: labels.registerNow, cancelLabel: labels.cancel })) register(href);
      return;
    case 'agentModal':
      if (await ask!({ title: labels.agentTitle, body: labels.agentText, confirmLabel: labels.agentGo, cancelLabel: labels.cancel }))
        navigate(labels.links.agent);
      return;
    case 'notReal':
      closeDialogs(); // a notice must show over the page: an open side menu (a modal <dialog>) would cover it
      notify!({ text: labels.notReal, kind: 'error', durationMs: TOAST_MS.short });
      return;
    case 'comingSoon':
      closeDialogs(); // a notice must show over the page: an open side menu (a modal <dialog>) would cover it
      notify!({ text: labels.comingSoon, kind: 'info', durationMs: COMING_SOON_TOAST_MS });
      return;
  }
}

/** A link's route path on this site, without the language prefix; undefined for other sites. */
function sitePathOf(link: HTMLAnchorElement): string | undefined {
  const url = new URL(link.href, location.href);
  return url.origin === location.origin ? withoutLanguagePrefix(url.pathname, prefixes) : undefined;
}

document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
  const sitePath = link ? sitePathOf(link) : undefined;
  if (!link || sitePath === undefined) return;
  // A screen not built yet: the notice, and the player stays where they are (G §8).
  if (isComingSoonPath(sitePath)) {
    event.preventDefault();
    void act('comingSoon', link.href);
    return;
  }
  if (!isGatedPath(sitePath)) return;
  const path: GatedPath = sitePath;
  const type = $session.get()?.type;
  const referral = cachedReferral();
  const decision = gateFor(path, type, referral);
  // Invite for a non-agent member: the referral flag decides; ask for it first when unknown.
  const needsFlag = path === paths.inviteFriends && decision === 'go' && type !== undefined && referral === undefined;
  if (decision === 'go' && !needsFlag) return;
  event.preventDefault();
  if (needsFlag) void loadReferral().then((flag) => act(gateFor(path, type, flag), link.href));
  else void act(decision, link.href);
});

// ---- a gated page opened directly ----

const page = document.querySelector<HTMLElement>('[data-gate-page]');

async function decidePage(): Promise<void> {
  if (!page || !labels) return;
  const path = page.dataset.gatePage as GatedPath;
  const type = $session.get()?.type;
  const flag = path === paths.inviteFriends && type !== undefined ? await loadReferral() : undefined;
  const decision = gateFor(path, type, flag);
  page.dataset.gate = decision;
  if (decision === 'login') navigate(labels.links.login, { replace: true });
  if (decision === 'home') navigate(labels.links.home, { replace: true });
  if (decision === 'trialPrompt' || decision === 'agentModal') {
    const { ask } = await ui();
    const trial = decision === 'trialPrompt';
    const go = await ask(
      trial
        ? { title: labels.trialTitle, body: labels.trialText, confirmLabel: labels.registerNow, cancelLabel: labels.cancel }
        : { title: labels.agentTitle, body: labels.agentText, confirmLabel: labels.agentGo, cancelLabel: labels.cancel },
    );
    if (!go) navigate(labels.links.home, { replace: true });
    else if (trial) register(location.href);
    else navigate(labels.links.agent);
  }
}

// ---- the share entry ----

function markShare(flag: boolean | undefined): void {
  root.classList.toggle('share-off', !shareEntryVisible($session.get()?.type, flag));
}

let lastToken: string | undefined | null = null;
$session.subscribe((session) => {
  if (session?.token === lastToken) return;
  lastToken = session?.token;
  markShare(cachedReferral());
  if (session && shareEntryVisible(session.type, undefined)) void loadReferral().then(markShare);
  if (page) void decidePage();
});
