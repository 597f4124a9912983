// The sandbox's content calls over real HTTP, through the site's own client (src/lib/api-client.ts):
// announcements and read flags, promotions, reward applications and their pictures, chat, help.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS } from '../../src/contract/vocabulary.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGES, REMARKS_MAX_LENGTH } from '../../src/contract/limits.ts';
import type { CallId } from '../../src/contract/calls.ts';
import { SCHEMAS, type Announcement, type RequestOf } from '../../src/contract/schemas.ts';
import { type ApiError } from '../../src/lib/api-client.ts';
import { createApiClient } from '../../src/lib/node-api-client.ts';
import { createSandbox, type Sandbox } from './app.ts';
import { CLOSED_PROMOTION_ID, HOME_BANNER_TARGETS, UNSAFE_ANNOUNCEMENT_ID } from './data/content-announcements.ts';
import { CHAT_INBOX } from './data/content-people.ts';
import { hookAt, refusal, sessionAt } from './http-kit.ts';
import { listen, type Listening } from './serve.ts';
import { jpegPicture, pngPicture, TRAILING_SCRIPT } from './testing/pictures.ts';

let dir: string;
let sandbox: Sandbox;
let server: Listening;
let call: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-content-'));
  sandbox = createSandbox({ dbFile: join(dir, 'content.sqlite'), brandId: 'lotus', now: () => Date.UTC(2026, 2, 1, 12), hooks: true });
  server = await listen(sandbox.app.fetch, { port: 0 });
  const brand = sandbox.brand!;
  call = createApiClient({ baseUrl: server.url, prefixes: brand.api.prefixes, merchantCode: brand.merchantCode });
});

afterAll(async () => {
  await server.close();
  sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  expect((await hook('reset')).status).toBe(200);
});

const hook = (path: string, body: unknown = {}) => hookAt(server.url, path, body);

const session = (username = 'demo_member') => sessionAt(server.url, username);

const count = (table: string) => (sandbox.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

const announcements = (types: string, token?: string, groupName?: string, language?: string) =>
  call('announcements', { types, platform: 'M', merchantCode: 'LOTUS01', ...(groupName ? { groupName } : {}), ...(language ? { language } : {}) }, { token });

const promotions = async () => (await announcements('Promotion')).list;

describe('every content call', () => {
  const SAMPLES = {
    announcements: { types: 'B,PL,PU,PR,H', platform: 'M', merchantCode: 'LOTUS01' },
    markAnnouncementRead: { announcementId: 201, read: true },
    promotionCategories: { language: 'MY' },
    promotionJoin: { promotionId: 401 },
    requestReward: { promotionId: 401 },
    chatUnread: {},
    helpCentre: { lang: 'MY', device: 'MOBILE' },
  } satisfies { [Id in CallId]?: RequestOf<Id> };

  it.each(Object.keys(SAMPLES) as (keyof typeof SAMPLES)[])('%s answers within its response schema', async (id) => {
    const value = await call(id, SAMPLES[id] as never, { token: await session() });
    expect(() => SCHEMAS[id].response.parse(value)).not.toThrow();
  });
});

describe('announcements', () => {
  it('has every type, with platform dates and an end only when it expires', async () => {
    const { list } = await announcements(ANNOUNCEMENT_TYPES.join(','));
    expect(new Set(list.map((item) => item.type))).toEqual(new Set(ANNOUNCEMENT_TYPES));
    for (const item of list) {
      expect(item.startDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(item.endDate === null, `${item.id}`).toBe(item.noExpiry === 1);
    }
  });

  it('answers only the asked types; Promotion means PR', async () => {
    expect((await announcements('B')).list.every((item) => item.type === 'B')).toBe(true);
    expect((await promotions()).every((item) => item.type === 'PR')).toBe(true);
    const centre = (await announcements('B,PL,PU')).list;
    expect(new Set(centre.map((item) => item.type))).toEqual(new Set(['B', 'PL', 'PU']));
    expect((await announcements('PR,Promotion')).list).toEqual(await promotions());
  });

  it('has several home banners and one or two per form, by group', async () => {
    const home = (await announcements('B', undefined, 'm_home')).list;
    expect(home.length).toBeGreaterThanOrEqual(3);
    for (const group of BANNER_GROUPS) {
      const banners = (await announcements('B', undefined, group)).list;
      expect(banners.every((banner) => banner.groupName === group && banner.announcementImages.some((image) => image.sequence === 1))).toBe(true);
      if (group !== 'm_home') expect(banners.length, group).toBeGreaterThanOrEqual(1);
      if (group !== 'm_home') expect(banners.length, group).toBeLessThanOrEqual(2);
    }
    const agent = (await announcements('A', undefined, 'm_home')).list;
    expect(agent.length).toBeGreaterThan(0);
    expect(agent.every((item) => item.type === 'A')).toBe(true);
  });

  it('gives the home banners one target of each kind, and no other announcement a target', async () => {
    const { list } = await announcements(ANNOUNCEMENT_TYPES.join(','));
    const home = list.filter((item) => item.type === 'B' && item.groupName === 'm_home');
    expect(home.map((banner) => banner.url)).toEqual(Object.values(HOME_BANNER_TARGETS));
    expect(list.filter((item) => !home.includes(item)).every((item) => item.url === null)).toBe(true);
  });

  it('answers banners, notices, pop-ups, promotions and agent notices in the asked language, and English where an announcement has no such text', async () => {
    const types = 'B,PL,PU,PR,A';
    const english = (await announcements(types)).list;
    const burmese = (await announcements(types, undefined, undefined, 'MY')).list;
    expect(burmese.map((item) => item.id)).toEqual(english.map((item) => item.id));
    expect(new Set(burmese.map((item) => item.type))).toEqual(new Set(types.split(',')));
    for (const item of burmese) {
      // A Burmese page shows Burmese titles and text (names and numbers aside).
      expect(item.title, `${item.id}`).toMatch(/\p{Script=Myanmar}/u);
      expect(item.title, `${item.id}`).not.toMatch(/[A-Za-z]/);
      expect(item.content.replace(/<[^>]*>/g, ''), `${item.id}`).toMatch(/\p{Script=Myanmar}/u);
      // Banners and promotion covers: a picture of its own, with the Burmese caption, on the image CDN.
      const inEnglish = english.find((other) => other.id === item.id)!;
      expect(item.announcementImages.length, `${item.id}`).toBe(inEnglish.announcementImages.length);
      for (const [index, image] of item.announcementImages.entries()) {
        expect(image.url).toMatch(new RegExp(`^banners/${item.id}-my/[0-9a-f]{10}-720x300\\.png$`));
        expect(image.url).not.toBe(inEnglish.announcementImages[index]?.url);
      }
    }
    // Hot matches have no Burmese text: the English comes instead.
    const hot = await announcements('H', undefined, undefined, 'MY');
    expect(hot.list.map((item) => item.title)).toEqual((await announcements('H')).list.map((item) => item.title));
  });

  it(`carries one notice (${UNSAFE_ANNOUNCEMENT_ID}) with a script and an onerror handler for the sanitiser`, async () => {
    const { list } = await announcements(ANNOUNCEMENT_TYPES.join(','));
    const unsafe = list.filter((item) => /<script|onerror=/i.test(item.content));
    expect(unsafe.map((item) => item.id)).toEqual([UNSAFE_ANNOUNCEMENT_ID]);
    expect(unsafe[0]!.content).toMatch(/<script>/);
    expect(unsafe[0]!.content).toMatch(/onerror=/);
  });

  it('gives guests read false and no unread counts', async () => {
    const body = await announcements('B,PL,PU,A');
    expect(body.list.every((item) => !item.read)).toBe(true);
    expect(body.unreadCount).toBe(0);
    expect(body.footer.unreadCount).toBe(0);
  });

  it("counts a member's unread, and marking read changes the flag and the counts for that member only", async () => {
    const member = await session('demo_member');
    const other = await session('demo_agent');
    const before = await announcements('B,PL,PU', member);
    expect(before.unreadCount).toBe(before.list.length);

    expect(await call('markAnnouncementRead', { announcementId: 201, read: true }, { token: member })).toEqual({ announcementId: 201, read: true });
    await call('markAnnouncementRead', { announcementId: 201, read: true }, { token: member });
    const after = await announcements('B,PL,PU', member);
    expect(after.list.find((item) => item.id === 201)!.read).toBe(true);
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect((await announcements('B,PL,PU', other)).unreadCount).toBe(before.list.length);
  });

  it('counts unread agent notices in the footer, whatever the list', async () => {
    const agent = await session('demo_agent');
    const notices = (await announcements('A', agent, 'm_home')).list;
    expect((await announcements('B', agent)).footer.unreadCount).toBe(notices.length);
    await call('markAnnouncementRead', { announcementId: notices[0]!.id, read: true }, { token: agent });
    expect((await announcements('B', agent)).footer.unreadCount).toBe(notices.length - 1);
  });

  it('leaves trial accounts out of read marking', async () => {
    const trial = await session('demo_trial');
    const error = await refusal(call('markAnnouncementRead', { announcementId: 201, read: true }, { token: trial }));
    expect(error.code).toBe('account.trial');
    const body = await announcements('B,PL,PU,A', trial);
    expect(body.list.every((item) => !item.read)).toBe(true);
    expect([body.unreadCount, body.footer.unreadCount]).toEqual([0, 0]);
    expect(count('announcement_reads')).toBe(0);
  });

  it('refuses to mark an unknown announcement, and a guest', async () => {
    expect((await refusal(call('markAnnouncementRead', { announcementId: 999_999, read: true }, { token: await session() }))).code).toBe('request.invalid');
    expect((await refusal(call('markAnnouncementRead', { announcementId: 201, read: true }))).kind).toBe('loggedOut');
  });
});

describe('hot matches', () => {
  it('carry football for sports and e-sports titles, each with a vendor of its category, kicking off after now on the quarter hour', async () => {
    const now = '2026-03-01 19:00:00'; // the test clock, 12:00 UTC, on the platform clock (UTC+7)
    const { list } = await announcements('H', undefined, undefined, 'MY');
    const vendors = await call('vendorGameTypes', { typeId: 1, merchant_code: 'LOTUS01' });
    const matches = list.map((item) => item.match!);
    expect(matches.length).toBeGreaterThanOrEqual(6);
    for (const category of ['SPORTS', 'ESPORTS'] as const) {
      const ofCategory = matches.filter((match) => match.category === category);
      expect(ofCategory.length, category).toBeGreaterThanOrEqual(3);
      const codes = (vendors.mapping[category] ?? []).map((vendor) => vendor.vassalage);
      for (const match of ofCategory) expect(codes, `${match.home} vs ${match.away}`).toContain(match.vassalage);
    }
    expect(new Set(matches.filter((match) => match.category === 'SPORTS').map((match) => match.sport))).toEqual(new Set(['Football']));
    expect(matches.map((match) => match.league)).toEqual(expect.arrayContaining(['Myanmar National League', 'Premier League']));
    expect(new Set(matches.filter((match) => match.category === 'ESPORTS').map((match) => match.sport))).toEqual(
      new Set(['Dota 2', 'Mobile Legends', 'PUBG Mobile', 'CS2']),
    );
    for (const match of matches) {
      expect(match.kickOff > now, match.kickOff).toBe(true);
      expect(match.kickOff).toMatch(/ \d{2}:(00|15|30|45):00$/);
    }
    // Burmese text where asked; no other type carries a fixture.
    expect(list.every((item) => /[\u1000-\u109f]/.test(item.content))).toBe(true);
    expect((await announcements('B,PL,PU,PR')).list.some((item) => item.match)).toBe(false);
  });
});

describe('promotions', () => {
  const combination = (item: Announcement) => `${item.imageRequired}/${item.remarkRequired}/${item.noExpiry}`;

  it('cover every image × remark requirement, with and without an end, each with categories and a cover', async () => {
    const list = await promotions();
    const open = list.filter((item) => item.id !== CLOSED_PROMOTION_ID);
    const seen = new Set(open.map(combination));
    for (const image of ['Y', 'N'])
      for (const remark of ['Y', 'N'])
        for (const noExpiry of [0, 1]) expect(seen.has(`${image}/${remark}/${noExpiry}`), `${image}/${remark}/${noExpiry}`).toBe(true);
    for (const item of list) {
      expect(item.promoAnnouncementCategoryIds.length).toBeGreaterThan(0);
      expect(item.announcementImages.filter((image) => image.sequence === 1)).toHaveLength(1);
    }
  });

  it('joins an open promotion, again without fuss', async () => {
    const token = await session();
    expect(await call('promotionJoin', { promotionId: 401 }, { token })).toEqual({ promotionId: 401, status: 'joined' });
    expect(await call('promotionJoin', { promotionId: 401 }, { token })).toEqual({ promotionId: 401, status: 'joined' });
    expect(count('promotion_joins')).toBe(1);
  });

  it.each([
    ['an unknown promotion', 'demo_member', 999, 'promotion.notFound'],
    ['an announcement that is no promotion', 'demo_member', 201, 'promotion.notFound'],
    ['an ended promotion', 'demo_member', CLOSED_PROMOTION_ID, 'promotion.closed'],
    ['a trial account', 'demo_trial', 401, 'account.trial'],
  ] as const)('refuses to join %s', async (_case, username, promotionId, code) => {
    expect((await refusal(call('promotionJoin', { promotionId }, { token: await session(username) }))).code).toBe(code);
    expect(count('promotion_joins')).toBe(0);
  });
});

// ---- reward applications ----

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG_1PX = jpegPicture();
const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

const picture = (fileName: string, content: Buffer, mime = 'image/png') => ({ fileName, dataUrl: `data:${mime};base64,${content.toString('base64')}` });
const png = (fileName = 'win.png') => picture(fileName, PNG_1PX);
const jpeg = (fileName = 'slip.jpg') => picture(fileName, JPEG_1PX, 'image/jpeg');

/** Promotion ids by requirement, from the seed. */
async function promotionWith(imageRequired: 'Y' | 'N', remarkRequired: 'Y' | 'N'): Promise<number> {
  const found = (await promotions()).find(
    (item) => item.id !== CLOSED_PROMOTION_ID && item.imageRequired === imageRequired && item.remarkRequired === remarkRequired,
  );
  return found!.id;
}

describe('reward applications', () => {
  const apply = (request: RequestOf<'requestReward'>, username = 'demo_member') => session(username).then((token) => call('requestReward', request, { token }));

  const APPLICATIONS: ['Y' | 'N', 'Y' | 'N', Omit<RequestOf<'requestReward'>, 'promotionId'>][] = [
    ['Y', 'Y', { remarks: 'Table B3, 8 wins in a row', pictures: [png(), jpeg()] }],
    ['Y', 'N', { pictures: [jpeg('score.jpeg')] }],
    ['N', 'Y', { remarks: 'friend: minthu88' }],
    ['N', 'N', {}],
  ];

  it.each(APPLICATIONS)('accepts an application to a %s/%s (image/remark) promotion and stores it as applying', async (image, remark, fields) => {
    const promotionId = await promotionWith(image, remark);
    expect(await apply({ promotionId, ...fields })).toEqual({ promotionId, status: 'applying' });
    const stored = sandbox.db
      .prepare('SELECT a.promotion_id, a.remarks, a.status, m.username FROM reward_applications a JOIN members m ON m.id = a.member_id')
      .all();
    expect(stored.map((row) => ({ ...row }))).toEqual([
      { promotion_id: promotionId, remarks: fields.remarks ?? '', status: 'applying', username: 'demo_member' },
    ]);
    expect(count('reward_pictures')).toBe(fields.pictures?.length ?? 0);
  });

  it("records each picture's real type, size and fingerprint: a PNG named .jpg is a PNG", async () => {
    const promotionId = await promotionWith('Y', 'N');
    await apply({ promotionId, pictures: [picture('photo.JPG', PNG_1PX, 'image/jpeg')] });
    const row = sandbox.db.prepare('SELECT file_name, mime_type, bytes, sha256 FROM reward_pictures').get();
    expect({ ...row }).toEqual({
      file_name: 'photo.JPG',
      mime_type: 'image/png',
      bytes: PNG_1PX.length,
      sha256: createHash('sha256').update(PNG_1PX).digest('hex'),
    });
  });

  it('takes an image of exactly 5 MB', async () => {
    const promotionId = await promotionWith('Y', 'N');
    const largest = pngPicture({ bytes: MAX_IMAGE_BYTES });
    await apply({ promotionId, pictures: [picture('large.png', largest)] });
    expect({ ...sandbox.db.prepare('SELECT bytes FROM reward_pictures').get() }).toEqual({ bytes: MAX_IMAGE_BYTES });
  });

  describe('refusals store nothing', () => {
    beforeEach(() => {
      expect([count('reward_applications'), count('reward_pictures')]).toEqual([0, 0]);
    });

    async function refused(request: RequestOf<'requestReward'>, username = 'demo_member'): Promise<ApiError> {
      const error = await refusal(apply(request, username));
      expect([count('reward_applications'), count('reward_pictures')]).toEqual([0, 0]);
      return error;
    }

    it('an image over 5 MB: upload.size', async () => {
      const promotionId = await promotionWith('Y', 'N');
      const oversized = Buffer.concat([PNG_1PX, Buffer.alloc(MAX_IMAGE_BYTES + 1 - PNG_1PX.length)]);
      const error = await refused({ promotionId, pictures: [png(), picture('huge.png', oversized)] });
      expect(error.code).toBe('upload.size');
      expect(error.message).toContain('pictures[1]');
    });

    it('an image of 6 MB: upload.size, not a schema refusal', async () => {
      const promotionId = await promotionWith('Y', 'N');
      const error = await refused({ promotionId, pictures: [picture('six.png', pngPicture({ bytes: 6 * 2 ** 20 }))] });
      expect(error.code).toBe('upload.size');
    });

    it('pictures over the whole body limit: upload.size', async () => {
      const promotionId = await promotionWith('Y', 'N');
      const big = picture('big.png', pngPicture({ bytes: MAX_IMAGE_BYTES * 2 }));
      expect((await refused({ promotionId, pictures: [big, big] })).code).toBe('upload.size');
    });

    it.each([
      ['a PNG with a script after IEND', picture('win.png', Buffer.concat([PNG_1PX, TRAILING_SCRIPT]))],
      ['a JPEG with a script after EOI', picture('slip.jpg', Buffer.concat([JPEG_1PX, TRAILING_SCRIPT]), 'image/jpeg')],
      ['a PNG cut before IEND', picture('cut.png', PNG_1PX.subarray(0, PNG_1PX.length - 12))],
    ])('%s: upload.corrupt', async (_case, bad) => {
      const promotionId = await promotionWith('Y', 'N');
      expect((await refused({ promotionId, pictures: [png(), bad] })).code).toBe('upload.corrupt');
    });

    it('a 20000 × 20000 PNG of a few bytes: upload.dimensions', async () => {
      const promotionId = await promotionWith('Y', 'N');
      const error = await refused({ promotionId, pictures: [picture('bomb.png', pngPicture({ width: 20_000, height: 20_000 }))] });
      expect(error.code).toBe('upload.dimensions');
      expect(error.message).toContain('20000 × 20000');
    });

    it(`more than ${MAX_IMAGES} images: upload.count`, async () => {
      const promotionId = await promotionWith('Y', 'N');
      const error = await refused({ promotionId, pictures: Array.from({ length: MAX_IMAGES + 1 }, (_, index) => png(`${index}.png`)) });
      expect(error.code).toBe('upload.count');
      expect(error.message).toContain(`at most ${MAX_IMAGES}`);
    });

    it.each([
      ['a GIF renamed .png', picture('funny.png', GIF_1PX)],
      ['an HTML page renamed .jpg', picture('receipt.jpg', HTML_PAGE, 'image/jpeg')],
      ['a real PNG with a .gif name', picture('win.gif', PNG_1PX)],
      ['a file without an image extension', picture('win', PNG_1PX)],
      ['a data URL of another type', { fileName: 'win.png', dataUrl: `data:image/gif;base64,${PNG_1PX.toString('base64')}` }],
      ['text that is not base64', { fileName: 'win.png', dataUrl: 'data:image/png;base64,not base64!' }],
    ])('%s: upload.type', async (_case, bad) => {
      const promotionId = await promotionWith('Y', 'N');
      expect((await refused({ promotionId, pictures: [png(), bad] })).code).toBe('upload.type');
    });

    it('a missing required remark or picture: request.invalid saying which', async () => {
      const both = await promotionWith('Y', 'Y');
      const remarksError = await refused({ promotionId: both, remarks: '   ', pictures: [png()] });
      expect(remarksError).toMatchObject({ code: 'request.invalid' });
      expect(remarksError.message).toContain('remarks: this promotion needs remarks');
      const picturesError = await refused({ promotionId: both, remarks: 'hello' });
      expect(picturesError).toMatchObject({ code: 'request.invalid' });
      expect(picturesError.message).toContain('pictures: this promotion needs at least one picture');
    });

    it(`remarks over ${REMARKS_MAX_LENGTH} characters`, async () => {
      const promotionId = await promotionWith('N', 'Y');
      expect((await refused({ promotionId, remarks: 'x'.repeat(REMARKS_MAX_LENGTH + 1) })).code).toBe('request.invalid');
    });

    it.each([
      ['an unknown promotion', 'demo_member', 999, 'promotion.notFound'],
      ['an ended promotion', 'demo_member', CLOSED_PROMOTION_ID, 'promotion.closed'],
      ['a trial account', 'demo_trial', 401, 'account.trial'],
    ] as const)('%s', async (_case, username, promotionId, code) => {
      expect((await refused({ promotionId, pictures: [png()] }, username)).code).toBe(code);
    });
  });
});

describe('promotion categories', () => {
  it('names every category the promotions carry, in English and in Burmese, the same ids in the same order', async () => {
    const en = await call('promotionCategories', { language: 'EN' });
    const my = await call('promotionCategories', { language: 'MY' });
    expect(my.map((category) => category.id)).toEqual(en.map((category) => category.id));
    expect(new Set(en.map((category) => category.id)).size).toBe(en.length);
    expect(en.find((category) => category.id === 4)?.name).toBe('Live casino');
    expect(my.every((category) => /[\u1000-\u109f]/.test(category.name))).toBe(true);
    const carried = new Set((await promotions()).flatMap((promotion) => promotion.promoAnnouncementCategoryIds));
    expect(carried.size).toBeGreaterThan(1);
    for (const id of carried)
      expect(
        en.map((category) => category.id),
        `category ${id}`,
      ).toContain(id);
  });

  it('falls back to English for another language, and needs no session', async () => {
    expect(await call('promotionCategories', { language: 'TH' })).toEqual(await call('promotionCategories', { language: 'EN' }));
  });
});

describe('chat and help', () => {
  it("counts each member's unread chat messages", async () => {
    for (const username of ['demo_member', 'demo_subagent', 'demo_empty', 'demo_trial']) {
      const { unReadCount } = await call('chatUnread', {}, { token: await session(username) });
      expect(unReadCount, username).toBe(CHAT_INBOX[username]?.unread ?? 0);
    }
    expect(CHAT_INBOX.demo_subagent!.unread).toBeGreaterThan(99); // exercises the 99+ badge
  });

  it('answers at least six articles in English and in Burmese, the same topics in the same order', async () => {
    const en = await call('helpCentre', { lang: 'EN', device: 'MOBILE' });
    const my = await call('helpCentre', { lang: 'MY' });
    expect(en.length).toBeGreaterThanOrEqual(6);
    expect(my).toHaveLength(en.length);
    expect(my.every((article) => /[\u1000-\u109f]/.test(article.title) && /[\u1000-\u109f]/.test(article.content))).toBe(true);
    expect(en.every((article) => article.content.startsWith('<p>'))).toBe(true);
    expect(en[0]!.title).toBe('How to register');
  });

  it('falls back to English for another language', async () => {
    expect(await call('helpCentre', { lang: 'TH' })).toEqual(await call('helpCentre', { lang: 'EN' }));
  });
});
