/**
 * Reads the report filters (ReportFilters.astro) and says when they change: a preset at once, a
 * custom range on Show once it can be asked for (else its translated problem under the dates, and
 * nothing is asked), any other control (grouping, category) at once. The range is whole days in
 * the agent's zone (src/lib/date-range.ts).
 */
import { rangeProblem, reportRange, type DayRange, type RangeProblem, type ReportPreset } from '../../lib/date-range.ts';

export interface ReportFilters {
  range(): DayRange;
  /** A control's value by its name ('' for all). */
  value(name: string): string;
}

export function reportFilters(form: HTMLFormElement, problems: Readonly<Record<RangeProblem, string>>, changed: () => void): ReportFilters {
  const custom = form.querySelector<HTMLElement>('[data-custom-range]')!;
  const problem = form.querySelector<HTMLElement>('[data-range-problem]')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | RadioNodeList;
  const preset = () => (form.querySelector<HTMLInputElement>('input[name="preset"]:checked')?.value ?? 'today') as ReportPreset | 'custom';
  let applied: DayRange = reportRange(preset() === 'custom' ? 'today' : (preset() as ReportPreset), Date.now());

  const first = field('first') as HTMLInputElement;
  const last = field('last') as HTMLInputElement;
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
      applied = reportRange(chosen, Date.now());
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
