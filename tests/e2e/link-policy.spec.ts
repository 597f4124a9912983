/**
 * The one link policy (issue 21 item 17; src/lib/safe-path.ts allowedAddress with the brand's
 * `links.allowedOrigins`): a hostile or compromised platform puts addresses with user info
 * (`http://user:pass@evil.example/`, `http://<our host>:<port>@evil.example/`), protocol-relative and
 * backslash forms and a site off the allow-list into every address it hands the site: the banners'
 * targets, links in promotion HTML, the launch answer (game tiles and the winner board's Play) and
 * the live chat answer. A member taps each surface: nothing may navigate, open a tab or send a
 * request to the foreign host, while an address of the allow-list still opens (answered here: the
 * tests never leave the machine).
 *
 * It rewrites the brand's shared sandbox data (the addresses hook, the server-HTML hook), so it runs
 * in the e2e-hostile project, one file at a time after every other journey, and puts the seed back.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { LIVE_CHAT_REDIRECT_MS } from '../../src/constants.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { brandOf, brandUrl, pageUrl, resources, sandbox, seedStorage, settled, watchNetwork } from '../support/index.ts';

const ID = 'harbor';
const brand = brandOf(ID);
const EN = resources.EN;
const FOREIGN_HOST = 'evil.example';
/** On every demo brand's allow-list (brands/<id>/brand.json links.allowedOrigins). */
const ALLOWED = 'https://example.org/big-win-terms';
/** harbor's live chat, on its allow-list. */
const ALLOWED_CHAT = 'https://support.harbor-bay.example/chat?room=1';

/** Every form the policy refuses, `base` being this site (http://127.0.0.1:<port>). */
const hostileAddresses = (base: string) => [
  `http://user:pass@${FOREIGN_HOST}/`,
  `${base}@${FOREIGN_HOST}/`, // reads as this site, goes to the other
  `//${FOREIGN_HOST}/`,
  `/\\${FOREIGN_HOST}/`,
  `https://${FOREIGN_HOST}/`, // not on the allow-list
];

/**
 * Whatever reaches for the foreign host: a request (any tab), a navigation of the page, a new tab;
 * and the wait that a refused tap went nowhere: a navigation or a new tab starts with a request
 * within a task of the tap, so every tab's network falling quiet after it (tests/support/page.ts).
 */
async function watchEscapes(page: Page, context: BrowserContext): Promise<{ escapes: string[]; settle: () => Promise<void> }> {
  const escapes: string[] = [];
  const settle = watchNetwork(context);
  const foreign = (url: string) => URL.canParse(url) && new URL(url).hostname === FOREIGN_HOST;
  await context.route(`*://${FOREIGN_HOST}/**`, (route) => route.abort());
  context.on('request', (request) => void (foreign(request.url()) && escapes.push(`request ${request.url()}`)));
  context.on('page', (opened) => void opened.waitForLoadState().then(() => foreign(opened.url()) && escapes.push(`tab ${opened.url()}`)));
  page.on('framenavigated', (frame) => void (foreign(frame.url()) && escapes.push(`navigation ${frame.url()}`)));
  // The addresses allowed are answered here.
  for (const origin of [new URL(ALLOWED).origin, new URL(ALLOWED_CHAT).origin])
    await context.route(`${origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Allowed</title><p>allowed</p>' }));
  return { escapes, settle };
}

test.beforeEach(async ({ page, request }) => {
  const base = brandUrl(test.info(), ID);
  await seedStorage(page, { [STORAGE_KEYS.session]: JSON.stringify(await sandbox(request, base).session('demo_member')) });
});

test.afterEach(async ({ request }) => {
  await sandbox(request, brandUrl(test.info(), ID)).reset();
});

test(`${ID}: a banner whose target breaks the policy is a picture only; an allowed one opens in a new tab without access to this one`, async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const base = brandUrl(test.info(), ID);
  const hooks = sandbox(request, base);
  const { escapes, settle } = await watchEscapes(page, context);
  const carousel = page.getByRole('region', { name: resources[brand.defaultLanguage].banner.carousel.name });
  const firstSlide = carousel.locator('.swiper-slide').first();
  const home = pageUrl(base, brand, '/m/home');
  const openHome = async () => {
    await page.goto(home);
    await settled(page);
    await expect(carousel.locator('.home-banner-bullet').nth(1)).toBeVisible(); // the platform's banners are in
  };

  for (const address of hostileAddresses(base)) {
    await hooks.addresses({ banner: address });
    await openHome();
    await expect(firstSlide.getByRole('link'), address).toHaveCount(0);
    await firstSlide.click();
    await settle();
    expect({ address, escapes, url: page.url() }).toEqual({ address, escapes: [], url: home });
  }

  await hooks.addresses({ banner: ALLOWED });
  await openHome();
  const link = firstSlide.getByRole('link');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const popup = page.waitForEvent('popup');
  await link.click();
  const partner = await popup;
  await expect(partner).toHaveURL(ALLOWED);
  expect(await partner.evaluate(() => window.opener)).toBeNull();
  expect(escapes).toEqual([]);
});

test(`${ID}: links in a promotion that break the policy keep their text and go nowhere; an allowed one opens in a new tab`, async ({
  page,
  context,
  request,
}) => {
  const base = brandUrl(test.info(), ID);
  const hostile = hostileAddresses(base);
  const links = hostile.map((address, index) => `<a href="${address}">hostile link ${index + 1}</a>`).join(' · ');
  await sandbox(request, base).serverHtml(`<p>${links} · <a href="${ALLOWED}">allowed link</a> · <a href="/m/help">help link</a></p>`);
  const { escapes, settle } = await watchEscapes(page, context);
  const activity = pageUrl(base, brand, '/m/activity');
  await page.goto(activity);
  await settled(page);
  const header = page.locator('.promo-list [aria-expanded]').first();
  if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
  const body = page.locator('.server-html:visible').first();
  await expect(body.getByText('allowed link')).toBeVisible();

  for (const [index, address] of hostile.entries()) {
    const text = body.getByText(`hostile link ${index + 1}`, { exact: true });
    await expect(text, address).toBeVisible(); // the text stays …
    await expect(text, address).not.toHaveAttribute('href', /./); // … without its address
    await text.click();
  }
  await settle();
  const { origin, pathname } = new URL(page.url()); // the open promotion is in the query
  expect({ escapes, url: origin + pathname }).toEqual({ escapes: [], url: activity });

  const allowed = body.getByRole('link', { name: 'allowed link' });
  await expect(allowed).toHaveAttribute('target', '_blank');
  await expect(allowed).toHaveAttribute('rel', 'noopener noreferrer');
  const popup = page.waitForEvent('popup');
  await allowed.click();
  await expect(await popup).toHaveURL(ALLOWED);
  await expect(body.getByRole('link', { name: 'help link' })).not.toHaveAttribute('target', /./); // this site: in place
  expect(escapes).toEqual([]);
});

test(`${ID}: a launch answer that breaks the policy opens no game from a tile or the winner board's Play; an allowed one opens here`, async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const base = brandUrl(test.info(), ID);
  const hooks = sandbox(request, base);
  const { escapes, settle } = await watchEscapes(page, context);
  const refused = page.getByText(EN.games.unsafeUrl);
  const surfaces = [
    {
      path: '/m/slot-games',
      addresses: hostileAddresses(base),
      tap: () => page.locator('.game-grid:not([aria-hidden]) .game-tile .game-open').first().click(),
    },
    {
      path: '/m/home',
      addresses: hostileAddresses(base).slice(0, 2), // the same launch: the forms that read as a site, to keep the journey short
      tap: async () => {
        await page.locator('[data-winner-slot]').evaluate((slot) => slot.scrollIntoView({ block: 'center' }));
        await page
          .locator('section.winner-board .winner')
          .first()
          .getByRole('button', { name: new RegExp(`^${EN['home-extras'].winners.play} `) })
          .click();
      },
    },
  ];

  for (const { path, addresses, tap } of surfaces) {
    const here = pageUrl(base, brand, path, 'EN');
    for (const address of addresses) {
      await hooks.addresses({ launch: address });
      await page.goto(here);
      await settled(page);
      await tap();
      await expect(refused, `${path} ${address}`).toBeVisible();
      await settle();
      expect({ address, escapes, url: page.url() }).toEqual({ address, escapes: [], url: here });
    }
    await hooks.addresses({ launch: ALLOWED });
    await page.goto(here);
    await settled(page);
    await tap();
    await expect(page).toHaveURL(ALLOWED);
  }
  expect(escapes).toEqual([]);
});

test(`${ID}: a live chat answer that breaks the policy is refused with a message; an allowed one opens here`, async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const base = brandUrl(test.info(), ID);
  const hooks = sandbox(request, base);
  const { escapes, settle } = await watchEscapes(page, context);
  const centre = pageUrl(base, brand, '/m/message', 'EN');
  const liveChat = () => page.getByRole('button', { name: new RegExp(`^${EN.message.liveChat}`) });

  await page.clock.install(); // time runs as usual; the redirect delay is run through below
  for (const address of hostileAddresses(base)) {
    await hooks.addresses({ chat: address });
    await page.goto(centre);
    await settled(page);
    await liveChat().click();
    await expect(page.getByText(EN.message.chatRefused), address).toBeVisible();
    await page.clock.runFor(LIVE_CHAT_REDIRECT_MS); // when an allowed address would go
    await settle();
    expect({ address, escapes, url: page.url() }).toEqual({ address, escapes: [], url: centre });
  }

  await hooks.addresses({ chat: ALLOWED_CHAT });
  await page.goto(centre);
  await settled(page);
  await liveChat().click();
  await expect(page).toHaveURL(ALLOWED_CHAT);
  expect(escapes).toEqual([]);
});
