/**
 * The floating side menu's behaviour (src/components/FloatingMenu.astro), without a framework: the
 * button opens and closes its menu (aria-expanded; focus to the first entry, back to the button on
 * Escape; a tap elsewhere or on an entry closes it), and a floating (not docked) menu steps aside
 * while the player scrolls down and comes back when they scroll up, so it never sits over what they
 * are reading (issue 21).
 */
const SCROLL_SLACK_PX = 8; // a jitter of the finger is not a change of direction
const TOP_PX = 80; // near the top the button always shows

const menu = document.querySelector<HTMLElement>('[data-floating-menu]');
const toggle = menu?.querySelector<HTMLButtonElement>('[data-fab-toggle]');
const list = menu?.querySelector<HTMLElement>('#fab-menu');

if (menu && toggle && list) {
  const entries = () => [...list.querySelectorAll<HTMLElement>('.fab-item')].filter((entry) => entry.offsetParent !== null);
  const setOpen = (open: boolean, focus: 'first' | 'toggle' | 'none' = 'none') => {
    list.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) menu.classList.remove('away');
    if (focus === 'first') entries()[0]?.focus();
    if (focus === 'toggle') toggle.focus();
  };

  toggle.addEventListener('click', (event) => {
    const open = list.hidden;
    // A pointer tap keeps the focus where it is; a key press moves it into the menu.
    setOpen(open, open && event.detail === 0 ? 'first' : 'none');
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !list.hidden) {
      event.stopPropagation();
      setOpen(false, 'toggle');
    }
  });
  // An entry's action (a dialog, a new tab, a page) or a tap anywhere else closes the menu.
  document.addEventListener('click', (event) => {
    if (list.hidden) return;
    const target = event.target as Element;
    if (target.closest('.fab-item') || !menu.contains(target)) setOpen(false);
  });
  menu.addEventListener('focusout', (event) => {
    if (!list.hidden && !menu.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) setOpen(false);
  });

  if (!menu.classList.contains('docked')) {
    let lastY = scrollY;
    let queued = false;
    const follow = () => {
      queued = false;
      const y = scrollY;
      if (Math.abs(y - lastY) < SCROLL_SLACK_PX) return;
      const away = y > lastY && y > TOP_PX && list.hidden && !menu.contains(document.activeElement);
      menu.classList.toggle('away', away);
      lastY = y;
    };
    addEventListener(
      'scroll',
      () => {
        if (!queued) requestAnimationFrame(follow);
        queued = true;
      },
      { passive: true },
    );
    menu.addEventListener('focusin', () => menu.classList.remove('away')); // a keyboard user reaches it at any scroll
  }
}
