/**
 * The deposit form's amount and what it comes to (DepositPage.astro `[data-amount-part]`): the
 * channel's preset chips, the amount field with its bounds and hint (the channel's range and what
 * the player's own limits leave), the promotion to join with its terms, and the summary (amount,
 * fee, credit, bonus) before confirming. Any change clears the form's error.
 */
import { fill } from '../../../lib/fill.ts';
import { fromMinor, toMinor } from '../../../lib/minor-units.ts';
import { feeText, formatMoney } from '../../../lib/money.ts';
import { shortPercent } from '../../../lib/percent.ts';
import { amountField, type AmountField } from '../../../widgets/cashier/amount-field.ts';
import type { DepositPage } from './deposit-page.ts';
import { channelBounds, summaryOf, type DepositChannel, type DepositPromotion } from './deposit.ts';

export interface AmountSummary {
  readonly field: AmountField;
  /** The promotion chosen (null: none). */
  promotion(): DepositPromotion | null;
  /** The chosen channel changed: its chips, bounds, hint and summary. */
  channelChosen(channel: DepositChannel): void;
  /** The player's limits changed (page.options.limits): the bounds and the hint. */
  limitsChanged(): void;
  /** The promotions of page.options, in the select. */
  drawPromotions(): void;
}

export function amountSummary(page: DepositPage): AmountSummary {
  const { config, formPart: part, shownMoney } = page;
  const { texts, money, messages } = config;
  const chips = part('chips');
  const field = amountField(part('amountField'), money, messages);
  const promotionSelect = part<HTMLSelectElement>('promotion');
  const bonusRow = part('bonusRow');
  const centsMoney = (cents: number) => shownMoney(fromMinor(cents));

  const promotion = (): DepositPromotion | null => page.options?.promotions.find((one) => String(one.id) === promotionSelect.value) ?? null;

  function drawHint() {
    const { channel, options } = page;
    if (!channel || !options) return;
    const left = channelBounds(channel, options.limits).left;
    part('amountHint').textContent = [
      fill(texts.amountRange, { min: shownMoney(channel.min), max: shownMoney(channel.max) }),
      left != null ? fill(texts.amountLeft, { left: shownMoney(left) }) : '',
    ]
      .filter(Boolean)
      .join(' · ');
  }

  function drawSummary() {
    const cents = field.cents();
    const chosen = promotion();
    for (const chip of chips.querySelectorAll<HTMLButtonElement>('.dep-chip')) chip.setAttribute('aria-pressed', String(Number(chip.dataset.cents) === cents));
    part('promotionTerms').textContent = chosen
      ? fill(texts.promotionTerms, {
          percent: shortPercent(chosen.bonusBasisPoints),
          maxBonus: shownMoney(chosen.maxBonus),
          minDeposit: shownMoney(chosen.minDeposit),
          turnover: chosen.turnoverMultiple,
        })
      : '';
    if (!page.channel || cents === null || cents <= 0) {
      for (const name of ['summaryAmount', 'summaryFee', 'summaryCredit']) part(name).textContent = '–';
      bonusRow.hidden = true;
      return;
    }
    const summary = summaryOf(cents, page.channel, chosen);
    part('summaryAmount').textContent = centsMoney(summary.amount);
    part('summaryFee').textContent = feeText(fromMinor(summary.fee), money, texts.summaryFree);
    part('summaryCredit').textContent = centsMoney(summary.credit);
    bonusRow.hidden = !chosen || summary.bonus === 0;
    part('summaryBonus').textContent = centsMoney(summary.bonus);
  }

  const changed = () => {
    part('formError').textContent = '';
    drawSummary();
  };
  field.onChange(changed);
  promotionSelect.addEventListener('change', changed);

  return {
    field,
    promotion,
    channelChosen(channel) {
      chips.replaceChildren(
        ...channel.presets.map((preset) => {
          const cents = toMinor(preset) ?? 0;
          const chip = document.createElement('button');
          chip.type = 'button';
          chip.className = 'pill dep-chip';
          chip.dataset.cents = String(cents);
          chip.textContent = formatMoney(fromMinor(cents), money, { whole: true });
          chip.addEventListener('click', () => field.set(cents));
          return chip;
        }),
      );
      field.setBounds(channelBounds(channel, page.options!.limits));
      drawHint();
      drawSummary();
    },
    limitsChanged() {
      if (page.channel && page.options) field.setBounds(channelBounds(page.channel, page.options.limits));
      drawHint();
    },
    drawPromotions() {
      const promotions = page.options?.promotions ?? [];
      part('promotionField').hidden = promotions.length === 0;
      const none = promotionSelect.options[0]!;
      promotionSelect.replaceChildren(
        none,
        ...promotions.map((one) => {
          const option = new Option(one.title, String(one.id));
          option.translate = false;
          return option;
        }),
      );
    },
  };
}
