/**
 * Fills and drives rebate settings (AgentRebatePage.astro): the agent's own rates and the direct
 * members page by page (agentRebates: the same call answers both), the search, and the sheet that
 * sets a member's rates: checked against the agent's own under each field before sending
 * (./rebates.ts), the platform's refusal under the field it names, the row's member updated on
 * success. An answer to an older search that arrives late is dropped.
 */
import { formatLocalDateTime } from '../../../lib/local-time.ts';
import { formatPercent } from '../../../lib/percent.ts';
import { mountToasts } from '../../../components/form/toasts.client.ts';
import { showToast } from '../../../components/form/toast.ts';
import { pagedList } from '../../../components/list/paged-list.ts';
import { remoteList } from '../../../components/list/remote-list.ts';
import { cloneTemplate, parts } from '../../../components/list/template.ts';
import { REBATE_MEMBERS_PAGE_SIZE } from '../../../contract/limits.ts';
import { MEMBER_TYPES, REBATE_CATEGORIES, type RebateCategory } from '../../../contract/vocabulary.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { translateError } from '../../../lib/errors.ts';
import { closeDialogs, openDialog } from '../../../shell/dialogs.ts';
import { loadRebates, setMemberRebate } from './api.ts';
import { capText, memberRebateRequest, rateErrors, REBATES, type Rates, type RebateMember } from './rebates.ts';

const found = REBATES.read();
if (found) {
  const { element: root, config } = found;
  const { texts } = config;
  const part = parts(root);
  const list = remoteList(root.querySelector('[data-remote-list]')!);
  const template = root.querySelector<HTMLTemplateElement>('[data-rb-row]')!;
  const searchForm = part<HTMLFormElement>('search');
  const editForm = part<HTMLFormElement>('editForm');
  const formError = part('formError');
  const saveButton = part<HTMLButtonElement>('save');
  const reason = (error: unknown) => translateError(error, config.messages);
  const rateInput = (category: RebateCategory) => editForm.elements.namedItem(category) as HTMLInputElement;
  const errorOf = (category: RebateCategory) => editForm.querySelector<HTMLElement>(`[data-error="${category}"]`)!;
  mountToasts();

  let own: Rates | null = null;
  let editing: { member: RebateMember; row: HTMLElement } | null = null;
  /** Each row's member as last answered (a save updates it, so the row opens the saved rates). */
  const memberOf = new WeakMap<HTMLElement, RebateMember>();

  const showOwn = (rates: Rates | null) => {
    for (const category of REBATE_CATEGORIES) {
      root.querySelector<HTMLElement>(`[data-own="${category}"]`)!.textContent = rates ? formatPercent(rates[category]) : '–';
    }
  };

  const fillRow = (row: HTMLElement, member: RebateMember) => {
    const rowPart = parts(row);
    rowPart('name').textContent = member.username;
    // The date never breaks at its hyphens.
    const [before = '', after = ''] = texts.registered.split('{{date}}');
    const date = Object.assign(document.createElement('span'), { className: 'rb-date', textContent: formatLocalDateTime(member.registeredAt).slice(0, 10) });
    rowPart('registered').replaceChildren(before, date, after);
    // Each category's rate, so the agent compares members without opening each (issue 34 item 13).
    rowPart('rates').replaceChildren(
      ...REBATE_CATEGORIES.map((category) => {
        const item = document.createElement('span');
        const rate = document.createElement('b');
        rate.textContent = formatPercent(member.rates[category]);
        item.append(`${config.categories[category]} `, rate);
        return item;
      }),
    );
    rowPart('type').textContent = (MEMBER_TYPES.agent as readonly number[]).includes(member.type) ? texts.types.agent : texts.types.member;
  };

  const openEditor = (member: RebateMember, row: HTMLElement) => {
    if (!own) return;
    editing = { member, row };
    part('sheetTitle').textContent = texts.edit.replace('{{name}}', member.username);
    for (const category of REBATE_CATEGORIES) {
      rateInput(category).value = member.rates[category];
      rateInput(category).removeAttribute('aria-invalid');
      errorOf(category).textContent = '';
      editForm.querySelector<HTMLElement>(`[data-cap="${category}"]`)!.textContent = capText(own[category], texts.cap);
    }
    formError.textContent = '';
    openDialog('rb-sheet');
  };

  const row = (member: RebateMember) => {
    const { root: li, part: rowPart } = cloneTemplate(template);
    fillRow(li, member);
    memberOf.set(li, member);
    rowPart('open').addEventListener('click', () => openEditor(memberOf.get(li)!, li));
    return li;
  };

  // ---- the list, page by page ----
  let search = '';
  const pages = pagedList(
    list,
    async (pageNo) => {
      try {
        const answer = await loadRebates({ pageNo, pageSize: REBATE_MEMBERS_PAGE_SIZE, ...(search && { search }) });
        return {
          rows: answer.members.map(row),
          totalPages: answer.totalPages,
          shown() {
            own = answer.own;
            showOwn(own);
          },
        };
      } catch (error) {
        if (!own) showOwn(null); // the own rates say they are unknown, not loading
        throw error;
      }
    },
    reason,
  );
  searchForm.addEventListener('submit', (event) => {
    event.preventDefault();
    search = (searchForm.elements.namedItem('search') as HTMLInputElement).value.trim();
    pages.reload();
  });
  pages.reload();

  // ---- the edit sheet ----
  editForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!own || !editing || editForm.getAttribute('aria-busy') === 'true') return;
    const typed = Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, rateInput(category).value])) as Rates;
    const errors = rateErrors(typed, own, texts.rateProblems);
    formError.textContent = '';
    for (const category of REBATE_CATEGORIES) {
      errorOf(category).textContent = errors[category] ?? '';
      if (errors[category]) rateInput(category).setAttribute('aria-invalid', 'true');
      else rateInput(category).removeAttribute('aria-invalid');
    }
    const first = REBATE_CATEGORIES.find((category) => errors[category]);
    if (first) return void rateInput(first).focus();
    const request = memberRebateRequest(editing.member.username, typed, own)!;
    editForm.setAttribute('aria-busy', 'true');
    saveButton.disabled = true;
    saveButton.textContent = texts.saving;
    try {
      const saved = await setMemberRebate(request);
      editing.member = saved;
      memberOf.set(editing.row, saved);
      fillRow(editing.row, saved);
      closeDialogs();
      showToast({ text: texts.saved, kind: 'success' });
    } catch (error) {
      const field = error instanceof ApiError ? error.value?.category : undefined;
      const category = REBATE_CATEGORIES.find((candidate) => candidate === field);
      if (category) {
        errorOf(category).textContent = reason(error);
        rateInput(category).setAttribute('aria-invalid', 'true');
        rateInput(category).focus();
      } else formError.textContent = reason(error);
    } finally {
      editForm.removeAttribute('aria-busy');
      saveButton.disabled = false;
      saveButton.textContent = texts.save;
    }
  });
}
