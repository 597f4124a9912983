// Paints the member's avatar into every `[data-avatar]` of the page (header, side menu, member
// centre) and keeps them in step: a new pick shows everywhere at once. Asks the platform once per
// visit (src/stores/avatar.ts); guests see the silhouette. The store comes when an avatar first
// shows (as the balance's, src/widgets/balance/balance.client.ts): on most pages the only one is in
// the closed side menu, and the page need not carry it before any action (issue 36).
import { $session } from '../../lib/session.ts';
import type { ShownAvatar } from '../../stores/avatar.ts';

function paint(element: HTMLElement, shown: ShownAvatar | null, presetHue: (preset: number) => number): void {
  const picture = element.querySelector('img');
  if (shown?.src) {
    const img = picture ?? element.appendChild(Object.assign(document.createElement('img'), { alt: '', decoding: 'async' }));
    if (img.getAttribute('src') !== shown.src) img.src = shown.src;
    // A picture that fails to load leaves the silhouette showing, never a broken image.
    img.onerror = () => img.remove();
    delete element.dataset.preset;
    return;
  }
  picture?.remove();
  if (shown?.preset) {
    element.dataset.preset = String(shown.preset);
    element.style.setProperty('--avatar-hue', String(presetHue(shown.preset)));
  } else delete element.dataset.preset;
}

const avatars = [...document.querySelectorAll<HTMLElement>('[data-avatar]')];

async function start(): Promise<void> {
  const { $avatar, presetHue, refreshAvatar } = await import('../../stores/avatar.ts');
  $avatar.subscribe((shown) => {
    for (const avatar of avatars) paint(avatar, shown, presetHue);
  });
  $session.subscribe((session) => {
    if (session) void refreshAvatar();
  });
}

if (avatars.length) {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    void start();
  });
  for (const avatar of avatars) observer.observe(avatar);
}
