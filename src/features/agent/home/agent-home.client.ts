/**
 * The agent home's script (AgentHomePage.astro): the greeting of the player's local hour and the
 * user name; today's team counters (team KPI call, today in the player's zone); the contract
 * request answer, which shows the dividend footer entry when enabled and the contract prompts one
 * at a time (Cancel keeps a prompt dismissed for this visit, Go opens its contract page); the agent
 * announcements' unread count on the footer. Each call's failure shows its translated reason with
 * Try again. With no session (signed out in another tab) a tap on a tile or footer entry does nothing.
 */
import { ApiError } from '../../../lib/platform.ts';
import { translateError } from '../../../lib/errors.ts';
import { navigate } from '../../../lib/safe-path.ts';
import { $session, isAgent } from '../../../lib/session.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { openDialog } from '../../../shell/dialogs.ts';
import { badgeText } from '../../../widgets/unread/unread-badge.ts';
import {
  AGENT_HOME,
  DISMISSED_PROMPTS_KEY,
  greetingOf,
  isContractAnswer,
  isKpiAnswer,
  KPI_COUNTERS,
  pendingPrompts,
  promptKey,
  todayKpiRequest,
  type ContractAnswer,
  type ContractPrompt,
} from './agent-home.ts';
import { loadAgentAnnouncements, loadContractRequests, loadTeamKpi } from './api.ts';

const found = AGENT_HOME.read();
if (found) {
  const { element: root, config } = found;
  const part = <E extends HTMLElement = HTMLElement>(selector: string) => root.querySelector<E>(selector)!;

  part('[data-greeting]').textContent = config.greetings[greetingOf(new Date().getHours())];
  const name = part('[data-agent-name]');
  $session.subscribe((session) => {
    if (session) name.textContent = session.userName;
  });

  // Menu navigation is ignored with no session (G §2): the tap does nothing (the gate sends the page home).
  root.addEventListener('click', (event) => {
    if (!$session.get() && (event.target as Element).closest('.ah-tiles a, .ah-footer a')) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  });

  /** A call's failed state: its translated reason and Try again (hidden again while it retries). */
  const failure = (name: 'kpi' | 'contracts' | 'notices', retry: () => void) => {
    const box = part(`[data-failed="${name}"]`);
    part(`[data-retry="${name}"]`).addEventListener('click', retry);
    return {
      show: (error: unknown) => {
        part(`[data-failed="${name}"] [data-reason]`).textContent = translateError(error, config.messages);
        box.hidden = false;
      },
      hide: () => (box.hidden = true),
    };
  };

  // ---- today's team counters ----
  const counters = part('[data-kpi]');
  const kpiFailed = failure('kpi', () => void loadKpi());
  async function loadKpi(): Promise<void> {
    kpiFailed.hide();
    counters.hidden = false;
    counters.setAttribute('aria-busy', 'true');
    try {
      const answer: unknown = await loadTeamKpi(todayKpiRequest(Date.now()));
      if (!isKpiAnswer(answer)) throw new ApiError('malformed', 'teamKpi: not the four counters');
      const { footer } = answer;
      for (const counter of KPI_COUNTERS) part(`[data-counter="${counter}"]`).textContent = String(footer[counter]);
      counters.removeAttribute('aria-busy');
    } catch (error) {
      counters.hidden = true;
      kpiFailed.show(error);
    }
  }

  // ---- contract requests: the dividend entry and the prompts ----
  const dividend = part('[data-dividend]');
  const dialog = part<HTMLDialogElement>('#contract-prompt');
  const dismissed = new Set<string>(readDismissed());
  let queue: { prompt: ContractPrompt; key: string }[] = [];
  let going = false;

  function readDismissed(): string[] {
    try {
      const stored: unknown = JSON.parse(readStorage(DISMISSED_PROMPTS_KEY, true) ?? '[]');
      return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
    } catch {
      return [];
    }
  }

  function showNextPrompt(): void {
    const next = queue[0];
    if (!next || dialog.open || !$session.get()) return;
    const texts = config.prompts[next.prompt.kind];
    part('[data-prompt-title]').textContent = texts.title;
    part('[data-prompt-body]').textContent = texts.body;
    openDialog(dialog.id);
  }

  part('[data-prompt-cancel]').addEventListener('click', () => dialog.close());
  part('[data-prompt-go]').addEventListener('click', () => {
    const current = queue[0];
    if (!current) return;
    going = true;
    dialog.close();
    navigate(config.links[current.prompt.target as keyof typeof config.links]);
  });
  // Cancel, Escape or a tap on the mask: dismissed for this visit, and the next prompt shows.
  dialog.addEventListener('close', () => {
    const current = queue.shift();
    if (going || !current) return;
    dismissed.add(current.key);
    writeStorage(DISMISSED_PROMPTS_KEY, JSON.stringify([...dismissed]), true);
    showNextPrompt();
  });

  const contractsFailed = failure('contracts', () => void loadContracts());
  async function loadContracts(): Promise<void> {
    contractsFailed.hide();
    let answer: ContractAnswer;
    try {
      const value: unknown = await loadContractRequests();
      if (!isContractAnswer(value)) throw new ApiError('malformed', 'contractRequests: not the three request fields');
      answer = value;
    } catch (error) {
      contractsFailed.show(error);
      return;
    }
    dividend.hidden = answer.dividendEnabled !== true;
    const session = $session.get();
    if (!session || dialog.open) return;
    queue = pendingPrompts(session.type, session.userName, answer, dismissed).map((prompt) => ({ prompt, key: promptKey(session.userName, prompt, answer) }));
    showNextPrompt();
  }

  // ---- agent announcements' unread count ----
  const noticesBadge = part('[data-notices-badge]');
  const noticesFailed = failure('notices', () => void loadNotices());
  async function loadNotices(): Promise<void> {
    noticesFailed.hide();
    try {
      const answer = await loadAgentAnnouncements(config.language);
      const count: unknown = (answer as { footer?: { unreadCount?: unknown } } | null)?.footer?.unreadCount;
      if (typeof count !== 'number' || !Number.isInteger(count)) throw new ApiError('malformed', 'announcements: no footer.unreadCount');
      part('[data-notices-badge] [data-count]').textContent = badgeText(count);
      noticesBadge.hidden = count <= 0;
    } catch (error) {
      noticesFailed.show(error);
    }
  }

  // Only for an agent: the gate is sending anyone else home.
  if (isAgent($session.get()?.type)) {
    void loadKpi();
    void loadContracts();
    void loadNotices();
  }
  // Back from another screen out of the page cache (an announcement read, a member added): today's figures again.
  addEventListener('pageshow', (event) => {
    if (!event.persisted || !isAgent($session.get()?.type)) return;
    void loadKpi();
    void loadNotices();
  });
}
