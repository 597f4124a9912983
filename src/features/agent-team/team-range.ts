/**
 * The team overview's range form (TeamOverviewPage.astro): a preset applies at once; a custom
 * range on Show once it can be asked for (else its translated problem under the dates and nothing
 * is asked). Whole days in the player's zone (src/lib/date-range.ts).
 */
import { rangeProblem, reportRange, type DayRange, type RangeProblem, type ReportPreset } from '../../lib/date-range.ts';

export function teamRange(form: HTMLFormElement, problems: Readonly<Record<RangeProblem, string>>, changed: (range: DayRange) => void): () => DayRange {
  const custom = form.querySelector<HTMLElement>('[data-custom-range]')!;
  const problem = form.querySelector<HTMLElement>('[data-range-problem]')!;
  const first = form.elements.namedItem('first') as HTMLInputElement;
  const last = form.elements.namedItem('last') as HTMLInputElement;
  const preset = () => (form.querySelector<HTMLInputElement>('input[name="preset"]:checked')?.value ?? 'today') as ReportPreset | 'custom';
  let applied: DayRange = reportRange(preset() === 'custom' ? 'today' : (preset() as ReportPreset), Date.now());

  const say = (text: string) => {
    problem.textContent = text;
    for (const input of [first, last]) input.setAttribute('aria-invalid', String(text !== ''));
  };
  for (const input of [first, last]) input.setAttribute('aria-describedby', problem.id);

  form.addEventListener('change', (event) => {
    if ((event.target as HTMLInputElement).name !== 'preset') return; // a date waits for Show
    const chosen = preset();
    custom.hidden = chosen !== 'custom';
    if (chosen === 'custom') {
      first.value ||= applied.first;
      last.value ||= applied.last;
      first.focus();
      return;
    }
    applied = reportRange(chosen, Date.now());
    say('');
    changed(applied);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const range = { first: first.value, last: last.value };
    const found = rangeProblem(range, Date.now());
    say(found ? problems[found] : '');
    if (found) return void (found === 'future' || found === 'order' ? last : first).focus();
    applied = range;
    changed(applied);
  });
  return () => applied;
}
