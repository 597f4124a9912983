/**
 * The deposit page's methods and channels (DepositPage.astro's method list and the form's head):
 * the layout the platform picked (method tabs over the form, or the classic list, then the method's
 * page with Back), a method that takes no deposit now greyed with its reason, the method's channels,
 * and the chosen channel's hours, processing time or why it is closed. Sets page.method and
 * page.channel; the rest of the form follows `onChannel`.
 */
import { fill } from '../../../lib/fill.ts';
import type { RemoteList } from '../../../components/list/remote-list.ts';
import { tabs } from '../../../components/list/tabs.ts';
import { cloneTemplate } from '../../../components/list/template.ts';
import { mobileTemplate } from '../../../stores/status.ts';
import { localHours, localNow, methodAvailability, opensAt, usableFirst } from './channel-hours.ts';
import type { DepositPage } from './deposit-page.ts';
import { firstChannel, layoutOf, methodRange, type DepositChannel, type DepositLayout, type DepositMethod } from './deposit.ts';

export interface MethodPicker {
  /** Draws the methods of page.options in the current layout. */
  draw(): void;
  /** Shows the chosen channel's closed note (a submit on a closed channel). */
  showClosed(): void;
}

export function methodPicker(page: DepositPage, list: RemoteList, onChannel: (channel: DepositChannel) => void): MethodPicker {
  const { root, config, form, formPart, shownMoney } = page;
  const { texts } = config;
  const channelRow = formPart('channels');
  const channelInfo = formPart('channelInfo');
  const closedNote = formPart('channelClosed');
  const back = formPart<HTMLButtonElement>('back');

  // ---- layout ----

  const layout = (): DepositLayout => (root.dataset.layout === 'classic' ? 'classic' : 'new');
  const setLayout = (next: DepositLayout) => {
    if (next === layout() && root.dataset.drawn) return;
    root.dataset.layout = next;
    if (page.options) drawMethods();
  };
  void mobileTemplate().then((template) => {
    if (template) setLayout(layoutOf(template.dep_func));
  });

  // ---- methods ----

  function drawMethods() {
    if (!page.options) return;
    root.dataset.drawn = '1';
    const now = localNow();
    const methods = usableFirst(page.options.methods, now);
    /** What a method that takes no deposit now says in the list (greyed): nothing to offer, or closed and when it opens. */
    const unusable = (one: DepositMethod): string | null => {
      const availability = methodAvailability(one, now);
      if (availability.kind === 'open') return null;
      if (availability.kind === 'empty') return texts.nothingNow;
      return availability.opensAt ? fill(texts.opensAt, { time: availability.opensAt }) : texts.closed;
    };
    if (methods.length === 0) {
      form.hidden = true;
      return list.show([]);
    }
    form.hidden = false;
    if (layout() === 'new') {
      const row = document.createElement('div');
      row.className = 'pill-row dep-tabs';
      row.setAttribute('role', 'tablist');
      row.setAttribute('aria-label', list.items.getAttribute('aria-label') ?? '');
      form.id = 'dep-form';
      form.setAttribute('role', 'tabpanel');
      const tabRow = tabs(
        row,
        form,
        methods.map((one) => one.name),
        (index) => selectMethod(methods[index]!),
      );
      row.querySelectorAll<HTMLElement>('[role="tab"]').forEach((tab, index) => {
        const reason = unusable(methods[index]!);
        if (!reason) return;
        tab.classList.add('dep-method-off');
        const note = document.createElement('span');
        note.className = 'dep-method-reason';
        note.translate = true; // our words, in a tab named as the platform names the method
        note.textContent = reason;
        tab.append(note);
      });
      list.show([row]);
      const current = page.method ? methods.indexOf(methods.find((one) => one.id === page.method!.id)!) : 0;
      tabRow.select(Math.max(0, current));
      if (root.dataset.view !== 'order') root.dataset.view = 'form';
    } else {
      const ul = document.createElement('ul');
      ul.className = 'dep-method-list';
      for (const one of methods) {
        const { root: item, part } = cloneTemplate(page.part<HTMLTemplateElement>('methodRow'));
        part('name').textContent = one.name;
        part('kind').textContent = config.kinds[one.kind] === one.name ? '' : config.kinds[one.kind];
        const range = methodRange(one);
        const reason = unusable(one);
        item.classList.toggle('dep-method-off', reason !== null);
        part('range').textContent = reason ?? (range ? fill(texts.range, { min: shownMoney(range.min), max: shownMoney(range.max) }) : texts.noChannels);
        part('open').addEventListener('click', () => {
          selectMethod(one);
          root.dataset.view = 'form';
          back.focus();
        });
        ul.append(item);
      }
      form.removeAttribute('role');
      form.setAttribute('aria-labelledby', 'dep-method-title');
      list.show([ul]);
      if (root.dataset.view !== 'order') root.dataset.view = page.method && root.dataset.view === 'form' ? 'form' : 'methods';
    }
  }

  back.addEventListener('click', () => {
    root.dataset.view = 'methods';
    page.method = null;
    list.items.querySelector<HTMLButtonElement>('.dep-method')?.focus();
  });

  // ---- channels ----

  function selectMethod(next: DepositMethod) {
    page.method = next;
    formPart('methodTitle').textContent = next.name;
    formPart('noChannels').hidden = next.channels.length > 0;
    formPart('channelsField').hidden = next.channels.length === 0;
    // data-amount-part, not a part: the deposit styles select it (deposit.css).
    form.querySelector<HTMLElement>('[data-amount-part]')!.hidden = next.channels.length === 0;
    channelInfo.hidden = next.channels.length === 0;
    channelRow.replaceChildren(
      ...next.channels.map((one) => {
        const label = document.createElement('label');
        label.className = 'pill-radio';
        const input = Object.assign(document.createElement('input'), { type: 'radio', name: 'channel', value: one.id });
        input.addEventListener('change', () => selectChannel(one));
        const name = document.createElement('span');
        name.translate = false;
        name.textContent = one.open ? one.name : `${one.name} · ${texts.closed}`;
        label.append(input, name);
        return label;
      }),
    );
    const first = firstChannel(next);
    if (first) {
      channelRow.querySelector<HTMLInputElement>(`input[value="${CSS.escape(first.id)}"]`)!.checked = true;
      selectChannel(first);
    } else closedNote.hidden = true;
  }

  function selectChannel(next: DepositChannel) {
    page.channel = next;
    const now = localNow();
    const hours = next.hours ? localHours(next.hours, now.offsetMinutes) : null;
    // A closed channel says only why and when it opens: never "Open 24 hours" beside "Closed now".
    const opens = opensAt(next, now);
    channelInfo.textContent = next.open
      ? [
          hours ? fill(texts.hours, hours) : texts.allDay,
          next.processingMinutes > 0 ? fill(texts.processing, { minutes: next.processingMinutes }) : texts.processingNow,
        ].join(' · ')
      : opens
        ? fill(texts.opensAt, { time: opens })
        : texts.closed;
    closedNote.textContent = opens ? fill(texts.closedText, { time: opens }) : texts.closedOffText;
    closedNote.hidden = next.open;
    onChannel(next);
  }

  return {
    draw: drawMethods,
    showClosed: () => void (closedNote.hidden = false),
  };
}
