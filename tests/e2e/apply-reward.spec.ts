/**
 * The reward application form (/m/applyReward?id=N, G §2 "Reward application form", §4, §5), in
 * lotus (Burmese first, dark; its colours also in harbor, English first, light), against the
 * sandbox's promotions of every remark/image combination (found by their flags through the API):
 * what each asks for and when Submit may be pressed; pictures made in the browser (real PNG and
 * JPEG bytes): a wrong type, an unreadable one, a fourth, removing one, a large photo downscaled
 * under 5 MB, a 20000 × 20000 PNG refused from its header without being decoded, a PNG with a
 * script after its end refused by the platform (upload.corrupt); Cancel; success lands on
 * /m/activity and the sandbox's database holds the application; a failing call says why and keeps
 * the form; guests and unknown ids go to /m/activity; 320 px; axe-core in both themes.
 */
import { expect, test, type Page } from '@playwright/test';
import { createHash, randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { pngPicture, TRAILING_SCRIPT } from '../../scripts/sandbox/testing/pictures.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_EDGE_PX, MAX_IMAGES, REMARKS_MAX_LENGTH } from '../../src/contract/limits.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { THEMES } from '../../src/constants.ts';
import type { Announcement } from '../../src/contract/schemas.ts';
import { createApiClient } from '../../src/lib/node-api-client.ts';
import { ERROR_MESSAGE_VALUES } from '../../src/lib/errors.ts';
import { axeViolations, brandOf, brandUrl, JOURNEY_BRAND, pageUrl, resources, sandbox, seedStorage, settled, watchCsp } from '../support/index.ts';

const REWARD_CALL = /\/promotions\/reward$/;
type YN = 'Y' | 'N';

/** `{{name}}` of a text filled as i18next would. */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/**
 * A picture drawn in the page's browser: real PNG or JPEG bytes, each different. Small ones are
 * blocks of random colour; `noisy` ones grain every pixel, which compresses badly, as a phone photo does.
 */
async function drawPicture(page: Page, type: 'image/png' | 'image/jpeg', { width = 64, height = 48, quality = 0.9, noisy = false } = {}): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ type, width, height, quality, noisy }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      if (noisy) {
        const image = context.createImageData(width, height);
        for (let index = 0; index < image.data.length; index += 4) {
          const x = (index / 4) % width;
          image.data[index] = (x * 255) / width + Math.random() * 64;
          image.data[index + 1] = Math.random() * 96 + 64;
          image.data[index + 2] = 255 - (x * 255) / width + Math.random() * 64;
          image.data[index + 3] = 255;
        }
        context.putImageData(image, 0, 0);
      } else {
        for (let y = 0; y < height; y += 8)
          for (let x = 0; x < width; x += 8) {
            context.fillStyle = `rgb(${Math.random() * 255},${Math.random() * 255},${Math.random() * 255})`;
            context.fillRect(x, y, 8, 8);
          }
      }
      return canvas.toDataURL(type, quality);
    },
    { type, width, height, quality, noisy },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What the sandbox stored for an application, read from its database (the e2e server's file). */
function storedApplication(brandId: string, where: { remarks?: string; sha?: string; promotionId?: number; afterId?: number }) {
  const db = new DatabaseSync(`.sandbox-data/test-e2e-${brandId}.sqlite`, { readOnly: true });
  try {
    const rows = db
      .prepare(
        `SELECT a.id, a.promotion_id, a.remarks, a.status, m.username FROM reward_applications a JOIN members m ON m.id = a.member_id ORDER BY a.id DESC`,
      )
      .all() as { id: number; promotion_id: number; remarks: string; status: string; username: string }[];
    const pictures = (id: number) =>
      db.prepare('SELECT file_name, mime_type, bytes, sha256 FROM reward_pictures WHERE application_id = ? ORDER BY position').all(id) as {
        file_name: string;
        mime_type: string;
        bytes: number;
        sha256: string;
      }[];
    // Tests run side by side: an application is told apart by its remarks, a picture's fingerprint, or its promotion after a known id.
    const found = rows.find(
      (row) =>
        row.id > (where.afterId ?? 0) &&
        (where.promotionId === undefined || row.promotion_id === where.promotionId) &&
        (where.remarks === undefined || row.remarks === where.remarks) &&
        (!where.sha || pictures(row.id).some((p) => p.sha256 === where.sha)),
    );
    return { found: found && { ...found, pictures: pictures(found.id).map((picture) => ({ ...picture })) }, lastId: rows[0]?.id ?? 0 };
  } finally {
    db.close();
  }
}

for (const id of ['lotus', 'harbor']) {
  const brand = brandOf(id);
  const language = brand.defaultLanguage;
  const texts = resources[language];
  const r = texts.reward;
  const uploadMessage = (key: 'type' | 'size' | 'count' | 'dimensions' | 'corrupt') => fill(texts.errors.upload[key], ERROR_MESSAGE_VALUES);

  /** Open promotions (noExpiry) by their flags, through the platform's API as the page sees them. */
  async function promotionWith(image: YN, remark: YN): Promise<Announcement> {
    const api = createApiClient({ baseUrl: brandUrl(test.info(), id), prefixes: brand.api.prefixes, merchantCode: brand.merchantCode });
    const { list } = await api('announcements', { types: 'Promotion', platform: 'M', merchantCode: brand.merchantCode, language });
    const found = list.find((item) => item.noExpiry === 1 && item.imageRequired === image && item.remarkRequired === remark);
    expect(found, `a promotion with image ${image}, remark ${remark}`).toBeDefined();
    return found!;
  }

  async function signIn(page: Page, extra: Record<string, string> = {}) {
    const session = await sandbox(page.request, brandUrl(test.info(), id)).session('demo_member');
    await seedStorage(page, { [STORAGE_KEYS.session]: JSON.stringify(session), ...extra });
  }

  async function openForm(page: Page, query: string) {
    await page.goto(pageUrl(brandUrl(test.info(), id), brand, '/m/applyReward') + query);
    await settled(page);
  }

  /** Opens the form where it sends the player on: no waiting on the form's page, which may be gone by then. */
  async function openFormAndLeave(page: Page, query: string) {
    await page.goto(pageUrl(brandUrl(test.info(), id), brand, '/m/applyReward') + query);
    await expect(page, query).toHaveURL(activityUrl);
  }

  const remarks = (page: Page) => page.getByRole('textbox', { name: r.remarks });
  const picker = (page: Page) => page.getByLabel(r.addPicture);
  const submit = (page: Page) => page.getByRole('button', { name: r.submit });
  const thumbnails = (page: Page) => page.locator('.reward-thumb:not(.pending) img');
  const toast = (page: Page, text: string) => page.locator('.toasts .toast').filter({ hasText: text });
  const activityUrl = new RegExp(`${pageUrl('', brand, '/m/activity').replace(/\//g, '\\/')}$`);

  // The journeys run on one brand (the reward form is the same code in every brand); the accessibility
  // checks below read each brand's colours.
  if (id === JOURNEY_BRAND) {
    test(`${id}: each remark/image combination asks for what it needs, Submit follows the rule, success lands on /m/activity and is stored`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await signIn(page);
      for (const [image, remark] of [
        ['Y', 'Y'],
        ['Y', 'N'],
        ['N', 'Y'],
        ['N', 'N'],
      ] as const) {
        const promotion = await promotionWith(image, remark);
        await openForm(page, `?id=${promotion.id}`);
        await expect(page.getByRole('heading', { level: 2, name: promotion.title })).toBeVisible();
        await expect(page.locator('.reward-cover img')).toHaveAttribute('src', /./);
        await expect(remarks(page)).toBeVisible({ visible: remark === 'Y' });
        await expect(page.getByRole('group', { name: r.pictures })).toBeVisible({ visible: image === 'Y' });
        // Nothing required: Submit is on from the start; otherwise only once everything required is there.
        await expect(submit(page)).toBeEnabled({ enabled: image === 'N' && remark === 'N' });
        const note = `${id} ${randomUUID().slice(0, 8)}`;
        let png: Buffer | undefined;
        if (remark === 'Y') {
          await remarks(page).fill(note);
          await expect(submit(page)).toBeEnabled({ enabled: image === 'N' });
        }
        if (image === 'Y') {
          png = await drawPicture(page, 'image/png');
          await picker(page).setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: png });
          await expect(thumbnails(page)).toHaveCount(1);
        }
        await expect(submit(page)).toBeEnabled();
        const { lastId } = storedApplication(id, {});
        await submit(page).click();
        await expect(toast(page, r.sent)).toBeVisible();
        await expect(toast(page, r.submitting)).toHaveCount(0);
        await expect(page).toHaveURL(activityUrl);
        const stored = storedApplication(id, {
          remarks: remark === 'Y' ? note : undefined,
          sha: png && sha256(png),
          promotionId: promotion.id,
          afterId: lastId,
        }).found;
        expect(stored).toMatchObject({ promotion_id: promotion.id, status: 'applying', username: 'demo_member', remarks: remark === 'Y' ? note : '' });
        if (png) expect(stored!.pictures).toEqual([{ file_name: 'win.png', mime_type: 'image/png', bytes: png.length, sha256: sha256(png) }]);
      }
    });

    test(`${id}: pictures: wrong type, unreadable, a fourth, remove, a large photo downscaled; the counter; Cancel clears`, async ({ page }) => {
      test.setTimeout(60_000);
      const csp = await watchCsp(page);
      await signIn(page);
      const promotion = await promotionWith('Y', 'Y');
      await openForm(page, `?id=${promotion.id}`);
      await expect(remarks(page)).toBeVisible();

      // The counter, visible and read with the field; the field stops at 140.
      await remarks(page).fill('Table B3');
      await expect(page.locator('.field-counter')).toHaveText(`8/${REMARKS_MAX_LENGTH}`);
      await expect(remarks(page)).toHaveAccessibleDescription(fill(r.counter, { n: 8, max: REMARKS_MAX_LENGTH }));
      await remarks(page).fill('x'.repeat(REMARKS_MAX_LENGTH + 20));
      await expect(page.locator('.field-counter')).toHaveText(`${REMARKS_MAX_LENGTH}/${REMARKS_MAX_LENGTH}`);
      await remarks(page).fill('Table B3, 8 wins');
      await expect(submit(page)).toBeDisabled(); // remarks alone are not enough: a picture is required too

      // A GIF (offered by the picker) and a GIF renamed .png: the type message, nothing added.
      const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
      await picker(page).setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: gif });
      await expect(toast(page, uploadMessage('type'))).toBeVisible();
      await expect(toast(page, uploadMessage('type'))).toHaveCount(0, { timeout: 3000 }); // 1.5 s
      await picker(page).setInputFiles({ name: 'renamed.png', mimeType: 'image/png', buffer: gif });
      await expect(toast(page, uploadMessage('type'))).toBeVisible();
      // A PNG signature over broken bytes: the browser cannot read it.
      const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a picture')]);
      await picker(page).setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: broken });
      await expect(toast(page, r.unreadable)).toBeVisible();
      await expect(thumbnails(page)).toHaveCount(0);

      // Three real pictures, then a fourth: the count message.
      const files = [
        { name: 'one.png', mimeType: 'image/png', buffer: await drawPicture(page, 'image/png') },
        { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await drawPicture(page, 'image/jpeg') },
        { name: 'three.jpeg', mimeType: 'image/jpeg', buffer: await drawPicture(page, 'image/jpeg') },
      ];
      await picker(page).setInputFiles(files);
      await expect(thumbnails(page)).toHaveCount(MAX_IMAGES);
      // Each thumbnail really shows its picture (object URLs pass the page's CSP).
      await expect.poll(() => thumbnails(page).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth))).toEqual([64, 64, 64]);
      expect(csp).toEqual([]);
      await expect(submit(page)).toBeEnabled();
      await picker(page).setInputFiles({ name: 'four.png', mimeType: 'image/png', buffer: await drawPicture(page, 'image/png') });
      await expect(toast(page, uploadMessage('count'))).toBeVisible();
      await expect(thumbnails(page)).toHaveCount(MAX_IMAGES);

      // Remove the second: its object URL is let go, the others renumber.
      const secondUrl = await thumbnails(page).nth(1).getAttribute('src');
      await page.getByRole('button', { name: fill(r.removePicture, { number: 2 }) }).click();
      await expect(thumbnails(page)).toHaveCount(2);
      await expect(page.getByRole('img', { name: fill(r.picture, { number: 2 }) })).toBeVisible();
      await expect(page.getByRole('button', { name: fill(r.removePicture, { number: 3 }) })).toHaveCount(0);
      expect(
        await page.evaluate(
          (url) =>
            fetch(url!).then(
              () => 'alive',
              () => 'revoked',
            ),
          secondUrl,
        ),
      ).toBe('revoked');

      // A phone photo over 5 MB: downscaled to a JPEG under the limit, not refused.
      const large = await drawPicture(page, 'image/jpeg', { width: 2400, height: 1800, quality: 1, noisy: true });
      expect(large.length).toBeGreaterThan(MAX_IMAGE_BYTES);
      await picker(page).setInputFiles({ name: 'IMG_0042.PNG.jpg', mimeType: 'image/jpeg', buffer: large });
      await expect(thumbnails(page)).toHaveCount(3, { timeout: 15_000 });
      await expect(toast(page, uploadMessage('size'))).toHaveCount(0);

      // Cancel clears remarks and pictures; Submit goes off.
      await page.getByRole('button', { name: r.cancel }).click();
      await expect(remarks(page)).toHaveValue('');
      await expect(thumbnails(page)).toHaveCount(0);
      await expect(page.locator('.field-counter')).toHaveText(`0/${REMARKS_MAX_LENGTH}`);
      await expect(submit(page)).toBeDisabled();

      // The large photo alone, sent: the sandbox holds a JPEG of at most 5 MB.
      const note = `large ${randomUUID().slice(0, 8)}`;
      await remarks(page).fill(note);
      await picker(page).setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: large });
      await expect(thumbnails(page)).toHaveCount(1, { timeout: 15_000 });
      await submit(page).click();
      await expect(page).toHaveURL(activityUrl);
      const stored = storedApplication(id, { remarks: note }).found;
      expect(stored?.pictures).toHaveLength(1);
      expect(stored!.pictures[0]).toMatchObject({ file_name: 'IMG_0042.jpg', mime_type: 'image/jpeg' });
      expect(stored!.pictures[0]!.bytes).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    });

    test(`${id}: a picture over the size cap is refused from its header, never decoded; one with a script after its end is refused by the platform`, async ({
      page,
    }) => {
      await signIn(page);
      const promotion = await promotionWith('Y', 'N');
      await openForm(page, `?id=${promotion.id}`);
      await page.evaluate(() => {
        // Counts decodes: the cap must be applied before the browser is asked to decode.
        const decode = window.createImageBitmap.bind(window);
        const counted = window as unknown as { decodes: number };
        counted.decodes = 0;
        window.createImageBitmap = ((...args: Parameters<typeof createImageBitmap>) => {
          counted.decodes++;
          return decode(...args);
        }) as typeof createImageBitmap;
      });
      const bomb = pngPicture({ width: 20_000, height: 20_000 });
      await picker(page).setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: bomb });
      await expect(toast(page, uploadMessage('dimensions'))).toBeVisible();
      await expect(toast(page, uploadMessage('dimensions'))).toContainText(String(MAX_IMAGE_EDGE_PX));
      await expect(thumbnails(page)).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { decodes: number }).decodes)).toBe(0);
      await expect(submit(page)).toBeDisabled();

      // A real picture with a script appended: the browser shows it, the platform refuses it, the form says why and keeps it.
      const tainted = Buffer.concat([await drawPicture(page, 'image/png'), TRAILING_SCRIPT]);
      await picker(page).setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: tainted });
      await expect(thumbnails(page)).toHaveCount(1);
      const { lastId } = storedApplication(id, {});
      await submit(page).click();
      await expect(toast(page, uploadMessage('corrupt'))).toBeVisible();
      await expect(thumbnails(page)).toHaveCount(1);
      expect(storedApplication(id, { sha: sha256(tainted), afterId: lastId }).found).toBeUndefined();
    });

    test(`${id}: a failing application says why and keeps what was entered; a failing list offers Try again`, async ({ page }) => {
      await signIn(page);
      const promotion = await promotionWith('Y', 'Y');
      await page.route(REWARD_CALL, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
      await openForm(page, `?id=${promotion.id}`);
      await remarks(page).fill('kept after the failure');
      await picker(page).setInputFiles({ name: 'kept.png', mimeType: 'image/png', buffer: await drawPicture(page, 'image/png') });
      await submit(page).click();
      await expect(toast(page, texts.error.server)).toBeVisible();
      await expect(toast(page, r.submitting)).toHaveCount(0); // the loading toast ended
      await expect(remarks(page)).toHaveValue('kept after the failure');
      await expect(thumbnails(page)).toHaveCount(1);
      await expect(submit(page)).toBeEnabled();
      expect(new URL(page.url()).pathname).toMatch(/\/m\/applyReward$/);

      // The platform's own refusal (an unknown promotion behind the same id) is translated too.
      await page.unroute(REWARD_CALL);
      await page.route(REWARD_CALL, (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: false, code: 'promotion.closed', message: 'ended' }) }),
      );
      await submit(page).click();
      await expect(toast(page, texts.errors.promotion.closed)).toBeVisible();
      await expect(remarks(page)).toHaveValue('kept after the failure');

      // The promotions list fails: the reason and Try again, which recovers.
      const LIST_CALL = /\/announcements\?/;
      await page.route(LIST_CALL, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
      await openForm(page, `?id=${promotion.id}`);
      const failed = page.getByRole('alert').filter({ hasText: texts.error.server });
      await expect(failed).toBeVisible();
      await page.unroute(LIST_CALL);
      await failed.getByRole('button', { name: r.retry }).click();
      await expect(page.getByRole('heading', { level: 2, name: promotion.title })).toBeVisible();
      await expect(failed).toBeHidden();
    });

    test(`${id}: a guest, or an id that names no promotion, goes to /m/activity`, async ({ page }) => {
      const promotion = await promotionWith('N', 'N');
      await openFormAndLeave(page, `?id=${promotion.id}`);
      await signIn(page);
      for (const query of ['?id=999999', '?id=abc', '?id=-1', '']) await openFormAndLeave(page, query);
      await openForm(page, `?id=${promotion.id}`);
      await expect(page.getByRole('heading', { level: 2, name: promotion.title })).toBeVisible();
    });

    test(`${id}: nothing scrolls sideways at 320 px with three pictures`, async ({ page }) => {
      await signIn(page);
      await page.setViewportSize({ width: 320, height: 700 });
      await openForm(page, `?id=${(await promotionWith('Y', 'Y')).id}`);
      await remarks(page).fill('ဘက်ကာရာ စားပွဲ B3 '.repeat(6));
      await picker(page).setInputFiles(
        await Promise.all(['a', 'b', 'c'].map(async (name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: await drawPicture(page, 'image/png') }))),
      );
      await expect(thumbnails(page)).toHaveCount(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }

  for (const theme of THEMES) {
    test(`${id}: no serious accessibility violation (${theme} theme)`, async ({ page }) => {
      await signIn(page, { [STORAGE_KEYS.theme]: theme });
      await openForm(page, `?id=${(await promotionWith('Y', 'Y')).id}`);
      await remarks(page).fill('remarks');
      await picker(page).setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: await drawPicture(page, 'image/png') });
      await expect(thumbnails(page)).toHaveCount(1);
      const blocking = await axeViolations(page);
      expect(blocking.map(({ id: rule, nodes }) => `${rule}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
