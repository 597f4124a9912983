/**
 * The one range filter of the list screens (account and betting records, team overview, team
 * profit and loss, team betting, team rebate income): a form of preset radios (`preset`), a custom
 * range (`first`, `last` in `[data-custom-range]`, applied with the form's Show button) and any
 * other controls of the screen. A preset applies at once; a custom range once it can be asked for
 * (else its translated problem shows under the dates, `[data-range-problem]`, and nothing is
 * asked); any other control at once. Whole days in the player's zone (src/lib/date-range.ts).
 */
import { presetRange, rangeProblem, type DatePreset, type DayRange, type RangeProblem } from '../../lib/date-range.ts';

export interface RangeFilters {
  range(): DayRange;
  /** Another control's value by its name ('' for all). */
  value(name: string): string;
}

export function rangeFilters(form: HTMLFormElement, problems: Readonly<Record<RangeProblem, string>>, changed: () => void): RangeFilters {
  const custom = form.querySelector<HTMLElement>('[data-custom-range]')!;
  const problem = form.querySelector<HTMLElement>('[data-range-problem]')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  const preset = () => (form.querySelector<HTMLInputElement>('input[name="preset"]:checked')?.value ?? 'today') as DatePreset | 'custom';
  let applied: DayRange = presetRange(preset() === 'custom' ? 'today' : (preset() as DatePreset), Date.now());

  const [first, last] = [field('first'), field('last')] as HTMLInputElement[] as [HTMLInputElement, HTMLInputElement];
  const say = (text: string) => {
    problem.textContent = text;
    for (const input of [first, last]) input.setAttribute('aria-invalid', String(text !== ''));
  };
  for (const input of [first, last]) input.setAttribute('aria-describedby', problem.id);

  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'first' || target.name === 'last') return; // a date waits for Show
    if (target.name === 'preset') {
      const chosen = preset();
      custom.hidden = chosen !== 'custom';
      if (chosen === 'custom') {
        // The dates start as the range shown, so Show with nothing changed asks for the same again.
        first.value ||= applied.first;
        last.value ||= applied.last;
        first.focus();
        return;
      }
      applied = presetRange(chosen, Date.now());
      say('');
    }
    changed();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const range = { first: first.value, last: last.value };
    const found = rangeProblem(range, Date.now());
    say(found ? problems[found] : '');
    if (found) return void (found === 'future' || found === 'order' ? last : first).focus();
    applied = range;
    changed();
  });

  return { range: () => applied, value: (name) => (field(name) as { value: string }).value };
}
