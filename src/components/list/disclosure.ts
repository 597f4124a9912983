/**
 * A disclosure (README "Lists"; the WAI-ARIA disclosure pattern): a button that shows and hides its
 * panel, `aria-expanded` on the button, the panel a region named by `labelledBy` (the button, or a
 * part of it). The ids come from `id`, so cards of one list never share them. `change` hears every
 * open and close, the first open included, which is where a card fills its panel or reports itself read.
 */
export interface Disclosure {
  readonly open: boolean;
  set(open: boolean): void;
}

export function disclosure(
  toggle: HTMLButtonElement,
  panel: HTMLElement,
  { id, labelledBy = toggle, change }: { id: string; labelledBy?: HTMLElement; change?: (open: boolean) => void },
): Disclosure {
  toggle.id ||= `${id}-toggle`;
  panel.id = `${id}-panel`;
  labelledBy.id ||= `${id}-label`;
  toggle.setAttribute('aria-controls', panel.id);
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-labelledby', labelledBy.id);
  const state: Disclosure = {
    get open() {
      return toggle.getAttribute('aria-expanded') === 'true';
    },
    set(open) {
      toggle.setAttribute('aria-expanded', String(open));
      panel.hidden = !open;
      change?.(open);
    },
  };
  toggle.setAttribute('aria-expanded', 'false');
  panel.hidden = true;
  toggle.addEventListener('click', () => state.set(!state.open));
  return state;
}
