/**
 * The toast queue (./toast.ts) for pages without React (the content screens' plain scripts): the
 * same live region and look as Toasts.tsx. Call `mountToasts()` once from the page's script; a page
 * with an island that renders <Toasts /> does not need it (and if that island came first, this shows nothing). Toast texts are text, never HTML.
 */
import { $toasts, claimToastRegion, type Toast } from './toast.ts';
import './toast.css';

function toastElement(toast: Toast): HTMLElement {
  const element = document.createElement('div');
  element.className = 'toast';
  element.dataset.kind = toast.kind;
  if (toast.kind === 'loading' || toast.kind === 'success') {
    const mark = document.createElement('span');
    mark.className = toast.kind === 'loading' ? 'toast-spinner' : 'toast-icon';
    mark.setAttribute('aria-hidden', 'true');
    if (toast.kind === 'success') mark.textContent = '✓';
    element.append(mark);
  }
  const text = document.createElement('span');
  text.textContent = toast.text;
  element.append(text);
  return element;
}

const PLAIN_REGION = Symbol('plain toasts');
let mounted = false;

/** Shows the queue in a polite live region at the end of the body (once per page; not when an island's <Toasts /> already does). */
export function mountToasts(): void {
  if (mounted || !claimToastRegion(PLAIN_REGION)) return;
  mounted = true;
  const region = document.createElement('div');
  region.className = 'toasts';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  document.body.append(region);
  $toasts.subscribe((toasts) => region.replaceChildren(...toasts.map(toastElement)));
}
