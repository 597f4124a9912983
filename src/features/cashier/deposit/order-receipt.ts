/**
 * The receipt of a BANK or EWALLET order on view (DepositPage.astro `[data-part="receipt"]`): a
 * picture picked and prepared by the reward upload's rules (src/lib/pictures.ts), shown as a
 * thumbnail, removed, or sent through moneySubmit, one submit per order, so an unanswered receipt
 * of one order is never resent as another's. One left unanswered before a reload is sent again,
 * once, when its order is shown.
 */
import { showToast } from '../../../components/form/toast.ts';
import type { parts } from '../../../components/list/template.ts';
import type { CallInput } from '../../../lib/api-client.ts';
import { moneySubmit, type MoneySubmit, type Outcome } from '../../../lib/money-submit.ts';
import { browserPictureIO, readDataUrl } from '../../../lib/picture-io.ts';
import { pictureDataUrl, preparePicture, type PictureMimeType } from '../../../lib/pictures.ts';
import { $session } from '../../../lib/session.ts';
import { uploadDepositReceipt } from './api.ts';
import type { DepositConfig, DepositOrder } from './deposit.ts';
import { isPending } from './orders.ts';

interface Picture {
  fileName: string;
  blob: Blob;
  mimeType: PictureMimeType;
  url: string;
}

export interface OrderReceipt {
  /** Drops the picture picked (another order, or this one's receipt sent). */
  clear(): void;
  /** Sends again, once, the receipt of `order` left unanswered before a reload. */
  resume(order: DepositOrder): void;
}

/** What the order view lends: the order on view, how an answer is drawn, the order read again, an error said. */
interface OrderAccess {
  order(): DepositOrder | null;
  update(order: DepositOrder): void;
  reread(orderId: string): Promise<DepositOrder | null>;
  error(reason: unknown): void;
}

export function orderReceipt(part: ReturnType<typeof parts>, config: DepositConfig, { order, update, reread, error }: OrderAccess): OrderReceipt {
  const { texts, messages } = config;
  const fileInput = part<HTMLInputElement>('receiptFile');
  const thumb = part('receiptThumb');
  const image = part<HTMLImageElement>('receiptImage');
  const pick = part('receiptPick');
  const send = part<HTMLButtonElement>('receiptSend');
  const account = () => $session.get()?.userName ?? null;
  let picture: Picture | null = null;

  const submits = new Map<string, MoneySubmit<Omit<CallInput<'uploadDepositReceipt'>, 'requestId'>, DepositOrder>>();
  /** Orders whose unanswered receipt this page has already sent again (once: the poll shows an order every few seconds). */
  const resumed = new Set<string>();
  const submitOf = (orderId: string) => {
    let found = submits.get(orderId);
    if (!found) {
      found = moneySubmit(`deposit-receipt:${orderId}`, account, uploadDepositReceipt);
      submits.set(orderId, found);
    }
    return found;
  };

  const clear = () => {
    if (picture) URL.revokeObjectURL(picture.url);
    picture = null;
    thumb.hidden = true;
    image.removeAttribute('src');
    send.hidden = true;
    pick.hidden = false;
  };

  const settle = async (outcome: Outcome<DepositOrder> | null, orderId: string) => {
    if (!outcome) return;
    if (outcome.kind === 'done') {
      update(outcome.value);
      showToast({ text: texts.receiptSent, kind: 'success' });
      return;
    }
    if (outcome.kind === 'unanswered') {
      const again = await reread(orderId);
      if (again?.receiptUploaded) return void showToast({ text: texts.receiptSent, kind: 'success' });
    }
    error(outcome.error);
  };

  fileInput.addEventListener('change', async () => {
    const file = fileInput.files?.[0];
    fileInput.value = ''; // the same file may be picked again after a removal
    if (!file) return;
    clear();
    const preparing = part('receiptPreparing');
    preparing.hidden = false;
    pick.hidden = true;
    try {
      const result = await preparePicture(file, 0, browserPictureIO);
      if (!result.ok) {
        showToast({ text: result.problem === 'unreadable' ? texts.unreadable : messages[`errors.${result.problem}`]!, kind: 'error' });
        pick.hidden = false;
        return;
      }
      picture = { fileName: result.fileName, blob: result.blob, mimeType: result.mimeType, url: URL.createObjectURL(result.blob) };
      image.src = picture.url;
      thumb.hidden = false;
      send.hidden = false;
    } finally {
      preparing.hidden = true;
    }
  });
  part('receiptRemove').addEventListener('click', () => {
    clear();
    pick.focus();
  });
  send.addEventListener('click', async () => {
    const current = order();
    if (!current || !picture || send.disabled) return;
    const orderId = current.orderId;
    send.disabled = true;
    const hide = showToast({ text: texts.receiptSending, kind: 'loading' });
    try {
      const dataUrl = pictureDataUrl(await readDataUrl(picture.blob), picture.mimeType);
      await settle(await submitOf(orderId).submit({ orderId, picture: { fileName: picture.fileName, dataUrl } }), orderId);
    } catch (reason) {
      error(reason); // the picture could not be read for sending
    } finally {
      hide();
      send.disabled = false;
    }
  });

  return {
    clear,
    resume(shown) {
      const waiting = submitOf(shown.orderId);
      if (resumed.has(shown.orderId)) return;
      resumed.add(shown.orderId);
      if (isPending(shown) && !shown.receiptUploaded && waiting.unanswered) void waiting.resume().then((outcome) => settle(outcome, shown.orderId));
    },
  };
}
