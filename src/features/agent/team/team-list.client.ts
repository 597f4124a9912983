/**
 * Fills team management (TeamPage.astro): the downline below `?parent=` (the agent's own without
 * it) for the filters shown, a page at a time (the list kit: Load more, Try again), breadcrumbs
 * from the agent down, and a member's detail sheet with this month's money.
 *
 * Long lists stay cheap: a row is one template clone filled with textContent, a page is appended
 * (the rows already shown are never rebuilt), and one delegated listener serves every row. The
 * details sheet is laid out once while the page is idle, so its first opening costs what the next do.
 * Drilling down pushes `?parent=<name>` onto the history, so reload and Back keep the place.
 */
import { fill } from '../../../lib/fill.ts';
import { pagedList } from '../../../components/list/paged-list.ts';
import { readFailed } from '../../../components/list/read-failed.ts';
import { remoteList } from '../../../components/list/remote-list.ts';
import { cloneTemplate } from '../../../components/list/template.ts';
import { TEAM_PAGE_SIZE } from '../../../contract/limits.ts';
import { presetRange } from '../../../lib/date-range.ts';
import { translateError } from '../../../lib/errors.ts';
import { amountTone, formatMoney, profitText } from '../../../lib/money.ts';
import { whenIdle } from '../../../lib/timing.ts';
import { openDialog, prepareDialog } from '../../../shell/dialogs.ts';
import { crumbs, parentOf, rowTexts, SEARCH_DELAY_MS, TEAM_LIST, teamRequest, withParent, type RowTexts, type TeamMember } from './team.ts';
import { loadTeamMemberDetail, loadTeamMembers } from './api.ts';

/** Ours: the details sheet is prepared this long after the first rows at the latest, on a page that is never idle. */
const SHEET_PREPARE_TIMEOUT_MS = 2000;

const found = TEAM_LIST.read();
if (found) {
  const { element: root, config } = found;
  const form = root.querySelector<HTMLFormElement>('[data-team-filters]')!;
  const list = remoteList(root.querySelector('[data-remote-list]')!);
  const count = root.querySelector<HTMLElement>('[data-team-count]')!;
  const crumbList = root.querySelector<HTMLElement>('[data-crumb-list]')!;
  const templates = {
    link: root.querySelector<HTMLTemplateElement>('template[data-team-row="a"]')!,
    button: root.querySelector<HTMLTemplateElement>('template[data-team-row="button"]')!,
  };
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  const filters = () => ({ username: field('username').value, level: field('level').value, status: field('status').value });
  const texts = { ...config, team: config.team };

  /** The members shown, by user name: what the details sheet opens with. */
  const shown = new Map<string, TeamMember>();
  let parent = parentOf(location.search);

  const fillRow = (part: <P extends HTMLElement>(name: string) => P, values: RowTexts, member: TeamMember) => {
    for (const name of ['name', 'kind', 'level', 'status', 'balance', 'rate', 'lastLogin', 'registered'] as const) part(name).textContent = values[name];
    part('kind').dataset.kind = member.kind;
    part('status').dataset.status = member.status;
  };

  const row = (member: TeamMember): HTMLElement => {
    const values = rowTexts(member, texts);
    const { root: item, part } = cloneTemplate(values.team === null ? templates.button : templates.link);
    fillRow(part, values, member);
    const main = part('main');
    main.dataset.name = member.username;
    if (values.team !== null) {
      (main as HTMLAnchorElement).href = withParent(location.href, member.username);
      part('team').textContent = values.team;
      const details = part('details');
      details.dataset.name = member.username;
      details.setAttribute('aria-label', fill(config.detailsOf, { name: member.username }));
    }
    return item;
  };

  const showCrumbs = (path: readonly string[]) => {
    crumbList.replaceChildren(
      ...crumbs(path, location.href).map(({ name, href }) => {
        const item = document.createElement('li');
        const label = document.createElement(href === null ? 'span' : 'a');
        label.textContent = name;
        label.translate = false;
        if (href === null) label.setAttribute('aria-current', 'page');
        else (label as HTMLAnchorElement).href = href;
        item.append(label);
        return item;
      }),
    );
  };

  const pages = pagedList(
    list,
    async (pageNo) => {
      const answer = await loadTeamMembers(teamRequest(filters(), parent, pageNo, TEAM_PAGE_SIZE));
      return {
        rows: answer.members.map(row),
        totalPages: answer.totalPages,
        shown() {
          for (const member of answer.members) shown.set(member.username, member);
          if (pageNo > 1) return;
          prepareSheet(answer.members);
          showCrumbs(answer.path);
          count.textContent = fill(config.total, { count: answer.total });
        },
      };
    },
    (error) => translateError(error, config.messages, config.money),
  );

  const reload = () => {
    shown.clear();
    count.textContent = '\u00a0';
    pages.reload();
  };

  // ---- filters: a select at once, the search once typing pauses (or on Enter) ----
  let typing: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener('change', (event) => {
    if ((event.target as HTMLElement).tagName === 'SELECT') reload();
  });
  field('username').addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(reload, SEARCH_DELAY_MS);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(typing);
    reload();
  });

  // ---- drill-down: into a member's team and back, through the history ----
  const goTo = (name: string | null) => {
    parent = name;
    history.pushState(null, '', withParent(location.href, name));
    form.reset();
    reload();
    window.scrollTo(0, 0);
  };
  addEventListener('popstate', () => {
    parent = parentOf(location.search);
    form.reset();
    reload();
  });
  const drillFrom = (event: MouseEvent, link: HTMLAnchorElement) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab: the browser's
    event.preventDefault();
    goTo(parentOf(new URL(link.href).search));
  };
  crumbList.addEventListener('click', (event) => {
    const link = (event.target as HTMLElement).closest('a');
    if (link) drillFrom(event, link);
  });

  // ---- the detail sheet ----
  const sheet = document.getElementById('team-sheet') as HTMLDialogElement;
  const month = sheet.querySelector<HTMLElement>('[data-detail-month]')!;
  const failed = readFailed(sheet);
  const drill = sheet.querySelector<HTMLAnchorElement>('[data-detail-drill]')!;
  const detail = (name: string) => sheet.querySelector<HTMLElement>(`[data-detail="${name}"]`)!;
  const monthly = (name: string) => sheet.querySelector<HTMLElement>(`[data-month="${name}"]`)!;
  const money = (amount: string) => formatMoney(amount, config.money) ?? '–';
  let opened = '';

  const loadMonth = async (member: TeamMember) => {
    opened = member.username;
    failed.hide();
    month.hidden = false;
    month.setAttribute('aria-busy', 'true');
    for (const element of month.querySelectorAll('dd')) element.textContent = '…';
    const range = presetRange('thisMonth', Date.now());
    try {
      const answer = await loadTeamMemberDetail({ username: member.username, startDate: range.first, endDate: range.last });
      if (opened !== member.username) return;
      monthly('deposits').textContent = money(answer.totals.deposits.amount);
      monthly('withdrawals').textContent = money(answer.totals.withdrawals.amount);
      monthly('bets').textContent = money(answer.totals.bets);
      monthly('validBets').textContent = money(answer.totals.validBets);
      monthly('profit').textContent = profitText(answer.totals.profit, config.money, config.result);
      monthly('profit').dataset.tone = amountTone(answer.totals.profit);
      month.removeAttribute('aria-busy');
    } catch (error) {
      if (opened !== member.username) return;
      month.hidden = true;
      failed.show(translateError(error, config.messages, config.money));
    }
  };

  const fillDetails = (member: TeamMember) => {
    const values = rowTexts(member, texts);
    for (const name of ['name', 'kind', 'level', 'status', 'balance', 'rate', 'lastLogin', 'registered'] as const) detail(name).textContent = values[name];
    detail('teamSize').textContent = String(member.teamSize);
    drill.hidden = member.teamSize === 0;
    drill.href = withParent(location.href, member.username);
  };
  const openDetails = (member: TeamMember) => {
    fillDetails(member);
    // loadMonth puts the month's placeholders in before it awaits the platform: called first, the
    // sheet is laid out once, by showModal, instead of again in the next frame.
    void loadMonth(member);
    openDialog('team-sheet');
  };
  /**
   * Once, when the first rows are in and the page is idle: the sheet laid out unseen, filled as for
   * a member with a team (every part a tap shows, the drill button too), so the first Details pays
   * no more than the next (src/shell/dialogs.ts prepareDialog).
   */
  let prepared = false;
  const prepareSheet = (members: readonly TeamMember[]) => {
    const sample = members.find((member) => member.teamSize > 0) ?? members[0];
    if (prepared || !sample) return;
    prepared = true;
    whenIdle(() => {
      if (sheet.open) return;
      fillDetails(sample);
      prepareDialog('team-sheet');
    }, SHEET_PREPARE_TIMEOUT_MS);
  };
  failed.onRetry(() => {
    const member = shown.get(opened);
    if (member) void loadMonth(member);
  });
  drill.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    sheet.close();
    goTo(parentOf(new URL(drill.href).search));
  });

  // One listener for every row: a team link drills down, a button opens the details.
  list.items.addEventListener('click', (event) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-name]');
    const member = target && shown.get(target.dataset.name!);
    if (!target || !member) return;
    if (target instanceof HTMLAnchorElement) drillFrom(event, target);
    else openDetails(member);
  });

  reload();
}
