/**
 * The failed state of ReadFailed.astro, for a screen that reads one thing (not a list): `show` says
 * the translated reason, `hide` puts it away before asking again, `onRetry` hears Try again.
 */
export interface ReadFailure {
  show(reason: string): void;
  hide(): void;
  onRetry(retry: () => void): void;
}

export function readFailed(root: ParentNode): ReadFailure {
  const failed = root.querySelector<HTMLElement>('[data-read-failed]')!;
  return {
    show(reason) {
      failed.querySelector('[data-read-reason]')!.textContent = reason;
      failed.hidden = false;
    },
    hide() {
      failed.hidden = true;
    },
    onRetry(retry) {
      failed.querySelector('[data-read-retry]')!.addEventListener('click', retry);
    },
  };
}

/**
 * A failed state drawn on need (a game block, a vendor panel): ReadFailed's markup from the page's
 * FailedTemplate.astro, with the translated reason and Try again, which calls `retry`.
 */
export function failedState(reason: string, retry: () => void): HTMLElement {
  const drawn = document.querySelector<HTMLTemplateElement>('template[data-failed-state]')!.content.cloneNode(true) as DocumentFragment;
  const failure = readFailed(drawn);
  failure.show(reason);
  failure.onRetry(retry);
  return drawn.firstElementChild as HTMLElement;
}
