/**
 * Reads the record screens' filters (RecordFilters.astro) and says when they change: a preset at
 * once, a custom range on Show once it can be asked for (else its translated problem under the
 * dates, and nothing is asked), a select at once. The range is whole days in the player's zone
 * (src/lib/date-range.ts).
 */
import { presetRange, rangeProblem, type DayRange, type RangePreset, type RangeProblem } from '../../lib/date-range.ts';

export interface RecordFilters {
  range(): DayRange;
  /** A select's value by its name ('' for all). */
  value(name: string): string;
}

export function recordFilters(form: HTMLFormElement, problems: Readonly<Record<RangeProblem, string>>, changed: () => void): RecordFilters {
  const custom = form.querySelector<HTMLElement>('[data-custom-range]')!;
  const problem = form.querySelector<HTMLElement>('[data-range-problem]')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  const preset = () => (form.querySelector<HTMLInputElement>('input[name="preset"]:checked')?.value ?? 'today') as RangePreset | 'custom';
  let applied: DayRange = presetRange(preset() === 'custom' ? 'today' : (preset() as RangePreset), Date.now());

  const say = (text: string) => {
    problem.textContent = text;
    for (const name of ['first', 'last']) field(name).setAttribute('aria-invalid', String(text !== ''));
  };
  const [first, last] = [field('first'), field('last')];
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

  return { range: () => applied, value: (name) => field(name).value };
}
