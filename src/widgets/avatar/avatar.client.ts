// Paints the member's avatar into every `[data-avatar]` of the page (header, side menu, member
// centre) and keeps them in step: a new pick shows everywhere at once. Asks the platform once per
// visit (src/stores/avatar.ts); guests see the silhouette.
import { $session } from '../../lib/session.ts';
import { $avatar, presetHue, refreshAvatar, type ShownAvatar } from '../../stores/avatar.ts';

function paint(element: HTMLElement, shown: ShownAvatar | null): void {
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
if (avatars.length) {
  $avatar.subscribe((shown) => {
    for (const avatar of avatars) paint(avatar, shown);
  });
  $session.subscribe((session) => {
    if (session) void refreshAvatar();
  });
}
