/**
 * Fills the reward application form (ApplyRewardPage.astro, G §2 "Reward application form", §4,
 * §5). Without a session, or when `?id=` names no promotion of the list, the page gives way to
 * /m/activity (replaced: Back does not return here). Otherwise: the promotion's cover and title,
 * the remarks (remarkRequired Y) with a live `n/140` counter, the pictures (imageRequired Y) with a
 * thumbnail and a remove button each; Submit follows canSubmit. Each picked file goes through
 * preparePicture (src/lib/pictures.ts: the rules, and large photos downscaled); a refusal is
 * a 1.5 s toast. Sending shows a loading toast, hidden at the end whatever happens; success says
 * so and goes to /m/activity, a failure says why and keeps what the player entered.
 */
import { fill } from '../../../lib/fill.ts';
import { BANNER_PICTURE, TOAST_MS } from '../../../constants.ts';
import { REMARKS_MAX_LENGTH } from '../../../contract/limits.ts';
import type { Announcement } from '../../../contract/schemas.ts';
import { showToast } from '../../../components/form/toast.ts';
import { mountToasts } from '../../../components/form/toasts.client.ts';
import { readFailed } from '../../../components/list/read-failed.ts';
import { translateError } from '../../../lib/errors.ts';
import { resolveImageUrl } from '../../../lib/images.ts';
import { $session } from '../../../lib/session.ts';
import { imageCdns } from '../../../stores/status.ts';
import { browserPictureIO, readDataUrl } from '../../../lib/picture-io.ts';
import { pictureDataUrl, preparePicture, type PictureMimeType, type PictureProblem } from '../../../lib/pictures.ts';
import { requestReward } from './api.ts';
import { findPromotion, loadPromotions } from './promotions.ts';
import { APPLY_REWARD, canSubmit, remarksCounter, type ApplyRewardConfig as Config } from './reward-rules.ts';

interface Picture {
  fileName: string;
  blob: Blob;
  mimeType: PictureMimeType;
  url: string;
  item: HTMLLIElement;
}

const found = APPLY_REWARD.read();
if (found) {
  const { element: root, config } = found;
  const leave = () => location.replace(config.activity);
  const id = new URL(location.href).searchParams.get('id');
  if (!$session.get()) leave();
  else start(root, config, id, leave);
}

function start(root: HTMLElement, config: Config, id: string | null, leave: () => void) {
  mountToasts();
  const { texts, messages } = config;
  const $ = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
  const head = $('[data-reward-promotion]');
  const cover = $('[data-reward-cover]');
  const title = $('[data-reward-title]');
  const form = $<HTMLFormElement>('[data-reward-form]');
  const remarksField = $('[data-reward-remarks]');
  const remarks = $<HTMLTextAreaElement>('#reward-remarks');
  const count = $('[data-reward-count]');
  const countSpoken = $('[data-reward-count-spoken]');
  const picturesField = $('[data-reward-pictures]');
  const thumbs = $('[data-reward-thumbs]');
  const addItem = $('.reward-add');
  const fileInput = $<HTMLInputElement>('[data-reward-file]');
  const submit = $<HTMLButtonElement>('[data-reward-submit]');
  const failed = readFailed(root);

  let promotion: Announcement | undefined;
  let pictures: Picture[] = [];
  let preparing = 0;
  let sending = false;
  let queue = Promise.resolve();

  const update = () => {
    const text = remarks.value;
    count.textContent = remarksCounter(text, REMARKS_MAX_LENGTH);
    countSpoken.textContent = fill(texts.counter, { n: text.length });
    pictures.forEach((picture, index) => {
      picture.item.querySelector('img')!.alt = fill(texts.picture, { number: index + 1 });
      picture.item.querySelector('button')!.setAttribute('aria-label', fill(texts.removePicture, { number: index + 1 }));
    });
    thumbs.setAttribute('aria-busy', String(preparing > 0));
    submit.disabled = !promotion || sending || preparing > 0 || !canSubmit(promotion, text, pictures.length);
  };

  const remove = (picture: Picture) => {
    URL.revokeObjectURL(picture.url);
    picture.item.remove();
    pictures = pictures.filter((other) => other !== picture);
  };

  const refuse = (problem: PictureProblem) =>
    showToast({ text: problem === 'unreadable' ? texts.unreadable : messages[`errors.${problem}`]!, kind: 'error', durationMs: TOAST_MS.notice });

  const add = async (file: File) => {
    preparing++;
    update();
    const pending = document.createElement('li');
    pending.className = 'picture-thumb reward-thumb pending';
    pending.textContent = texts.preparing;
    addItem.before(pending);
    try {
      const result = await preparePicture(file, pictures.length, browserPictureIO);
      if (!result.ok) {
        refuse(result.problem);
        return;
      }
      const url = URL.createObjectURL(result.blob);
      const item = document.createElement('li');
      item.className = 'picture-thumb reward-thumb';
      const image = document.createElement('img');
      image.src = url;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'picture-remove reward-remove round-badge';
      button.textContent = '×';
      const picture: Picture = { fileName: result.fileName, blob: result.blob, mimeType: result.mimeType, url, item };
      button.addEventListener('click', () => {
        const next = item.nextElementSibling?.querySelector('button') ?? fileInput;
        remove(picture);
        update();
        next.focus(); // focus stays in the list, not lost with the removed button
      });
      item.append(image, button);
      addItem.before(item);
      pictures.push(picture);
    } finally {
      pending.remove();
      preparing--;
      update();
    }
  };

  fileInput.addEventListener('change', () => {
    const files = [...(fileInput.files ?? [])];
    fileInput.value = ''; // the same file may be picked again after a removal
    for (const file of files) queue = queue.then(() => add(file));
  });
  remarks.addEventListener('input', update);

  $('[data-reward-cancel]').addEventListener('click', () => {
    remarks.value = '';
    for (const picture of [...pictures]) remove(picture);
    update();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });

  async function send() {
    if (!promotion || sending || preparing > 0 || !canSubmit(promotion, remarks.value, pictures.length)) return;
    sending = true;
    update();
    const hide = showToast({ text: texts.submitting, kind: 'loading', durationMs: TOAST_MS.loading });
    let sent = false;
    try {
      const chosen = promotion.imageRequired === 'Y' ? pictures : [];
      const input = {
        promotionId: promotion.id,
        remarks: promotion.remarkRequired === 'Y' ? remarks.value.trim() : '',
        pictures: await Promise.all(
          chosen.map(async (picture) => ({ fileName: picture.fileName, dataUrl: pictureDataUrl(await readDataUrl(picture.blob), picture.mimeType) })),
        ),
      };
      await requestReward(input);
      sent = true;
    } catch (error) {
      showToast({ text: translateError(error, messages), kind: 'error' });
    } finally {
      hide(); // the loading toast ends whatever happened (G §8)
    }
    if (sent) {
      showToast({ text: texts.sent, kind: 'success' });
      setTimeout(leave, TOAST_MS.success); // Submit stays disabled until the page goes
      return;
    }
    sending = false;
    update();
  }

  const show = async (found: Announcement) => {
    promotion = found;
    const heading = document.createElement('h2'); // in place of the placeholder line, same box
    heading.className = 'reward-title';
    heading.textContent = found.title;
    heading.translate = false; // the platform's text, shown as sent (src/i18n/README.md "Languages without a flash")
    title.replaceWith(heading);
    const image = [...found.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
    const src = image ? resolveImageUrl(image.url, await imageCdns().catch(() => [])) : '';
    if (src) {
      const picture = document.createElement('img');
      picture.src = src;
      picture.alt = '';
      picture.width = BANNER_PICTURE.width; // the sandbox's covers are banner pictures; the box keeps this ratio
      picture.height = BANNER_PICTURE.height;
      picture.decoding = 'async';
      cover.replaceChildren(picture);
    } else cover.hidden = true;
    remarksField.hidden = found.remarkRequired !== 'Y';
    picturesField.hidden = found.imageRequired !== 'Y';
    head.removeAttribute('aria-busy');
    form.hidden = false;
    update();
  };

  const load = async () => {
    failed.hide();
    head.hidden = false;
    head.setAttribute('aria-busy', 'true');
    try {
      const found = findPromotion(await loadPromotions(config.language), id);
      if (found) await show(found);
      else leave();
    } catch (error) {
      head.hidden = true;
      failed.show(translateError(error, messages));
    }
  };
  failed.onRetry(() => void load());
  update();
  void load();
}
