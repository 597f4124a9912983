/**
 * Fills the account record (TransactionRecordPage.astro): the rows of the range and filters
 * (src/components/list/range-filters.ts), page by page (src/components/list/ranged-list.ts), the range's totals, and a detail sheet
 * per row. `?types=` (the agent tile's `types=A`) preselects the type.
 */
import { rangedList } from '../../../components/list/ranged-list.ts';
import { cloneTemplate } from '../../../components/list/template.ts';
import { RECORDS_PAGE_SIZE } from '../../../contract/limits.ts';
import { loadTransactionRecords } from './api.ts';
import { amountTone, signedMoney, TRANSACTIONS, typesFilter, type TransactionRecord } from './records.ts';
import { formatLocalDateTime } from '../../../lib/local-time.ts';
import { formatMoney } from '../../../lib/money.ts';
import { openDialog } from '../../../shell/dialogs.ts';
import { withQuery } from '../../../shell/paths.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { showToast } from '../../../components/form/toast.ts';
import { mountToasts } from '../../../components/form/toasts.client.ts';

const found = TRANSACTIONS.read();
if (found) {
  const { element: root, config } = found;
  mountToasts();
  const form = root.querySelector<HTMLFormElement>('[data-range-filters]')!;
  const template = root.querySelector<HTMLTemplateElement>('[data-record-row]')!;
  const totals = (name: 'in' | 'out') => root.querySelector<HTMLElement>(`[data-total="${name}"]`)!;
  const detail = (name: string) => document.querySelector<HTMLElement>(`[data-detail="${name}"]`)!;
  const money = (amount: string | null) => (amount === null ? '–' : (formatMoney(amount, config.money) ?? '–'));

  const types = form.elements.namedItem('types') as HTMLSelectElement;
  types.value = typesFilter(new URL(location.href).searchParams.get('types'));

  let shownReference = '';
  detail('copy').addEventListener('click', async () => {
    const copied = await copyText(shownReference, detail('reference'));
    showToast(copied ? { text: config.copied, kind: 'success' } : { text: config.copyFailed, kind: 'error' });
  });

  const showDetail = (record: TransactionRecord) => {
    detail('type').textContent = config.types[record.type];
    detail('status').textContent = config.statuses[record.status];
    detail('amount').textContent = signedMoney(record.amount, config.money);
    detail('fee').textContent = money(record.fee);
    detail('balanceAfter').textContent = money(record.balanceAfter);
    detail('time').textContent = formatLocalDateTime(record.createdAt);
    detail('reference').textContent = record.reference ?? '–';
    detail('copy').hidden = record.reference === null;
    shownReference = record.reference ?? '';
    // A deposit still waiting: its order, where the receipt is sent (the ledger's reference is the order id).
    const order = detail('order') as HTMLAnchorElement;
    order.hidden = !(record.type === 'D' && record.status === 'PENDING' && record.reference);
    if (!order.hidden) order.href = withQuery(config.depositPage, { order: record.reference! });
    detail('detail').textContent = record.detail || '–';
    openDialog('record-sheet');
  };

  const row = (record: TransactionRecord) => {
    const { root: li, part } = cloneTemplate(template);
    part('type').textContent = config.types[record.type];
    const time = part<HTMLTimeElement>('time');
    time.textContent = formatLocalDateTime(record.createdAt);
    const amount = part('amount');
    amount.textContent = signedMoney(record.amount, config.money);
    amount.dataset.tone = amountTone(record);
    const status = part('status');
    status.textContent = config.statuses[record.status];
    status.dataset.status = record.status;
    part('open').addEventListener('click', () => showDetail(record));
    return li;
  };

  rangedList(root, config, {
    pageSize: RECORDS_PAGE_SIZE,
    async load(page, filters) {
      const answer = await loadTransactionRecords({
        ...page,
        types: filters.value('types') || undefined,
        status: (filters.value('status') || undefined) as TransactionRecord['status'] | undefined,
        language: config.language,
      });
      return { rows: answer.records.map(row), totalPages: answer.totalPages, totals: answer.totals };
    },
    showTotals(shown) {
      totals('in').textContent = shown ? money(shown.in) : '–';
      totals('out').textContent = shown ? money(shown.out) : '–';
    },
  });
}
