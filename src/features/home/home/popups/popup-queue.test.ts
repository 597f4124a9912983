import { describe, expect, it } from 'vitest';
import {
  announcementKey,
  DOWNLOAD_POPUP_KEY,
  downloadOffered,
  endOfDay,
  parseShown,
  popupMayOpen,
  popupQueue,
  popupsHidden,
  withShown,
} from './popup-queue.ts';

const item = (id: number, type: string, extra: object = {}) => ({ id, type, title: `Title ${id}`, content: `<p>${id}</p>`, linkedPromotionId: null, ...extra });
/** The home announcements answer: banners, notices, pop-ups, promotions and hot matches together (G §7). */
const home = [item(101, 'B'), item(301, 'PU'), item(201, 'PL'), item(302, 'PU', { linkedPromotionId: 402 }), item(401, 'PR'), item(501, 'H')];

const keys = (queue: ReturnType<typeof popupQueue>) => queue.map((popup) => popup.key);

describe('popupQueue', () => {
  it('shows one pop-up a page view: the first PU announcement in the answer order', () => {
    const queue = popupQueue(home, { shown: [], offerDownload: true });
    expect(queue).toEqual([
      { kind: 'announcement', key: 'PU:301', announcement: { id: 301, title: 'Title 301', content: '<p>301</p>', linkedPromotionId: null } },
    ]);
    expect(popupQueue(home, { shown: ['PU:301'], offerDownload: true })).toEqual([
      { kind: 'announcement', key: 'PU:302', announcement: { id: 302, title: 'Title 302', content: '<p>302</p>', linkedPromotionId: 402 } },
    ]);
  });

  it('never offers the app in a visit that saw an announcement', () => {
    expect(keys(popupQueue(home, { shown: ['PU:301', 'PU:302'], offerDownload: true }))).toEqual([]);
    expect(keys(popupQueue([], { shown: ['PU:999'], offerDownload: true }))).toEqual([]);
    // A visit that saw the download pop-up, then got a new PU announcement: the announcement only.
    expect(keys(popupQueue([...home, item(303, 'PU')], { shown: ['PU:301', 'PU:302', DOWNLOAD_POPUP_KEY], offerDownload: true }))).toEqual(['PU:303']);
  });

  it('offers the app once, in a visit without announcements and without a sign-in', () => {
    expect(keys(popupQueue(undefined, { shown: [], offerDownload: true }))).toEqual([DOWNLOAD_POPUP_KEY]);
    expect(keys(popupQueue([item(101, 'B')], { shown: [], offerDownload: true }))).toEqual([DOWNLOAD_POPUP_KEY]);
    expect(keys(popupQueue([], { shown: [DOWNLOAD_POPUP_KEY], offerDownload: true }))).toEqual([]);
    expect(keys(popupQueue([], { shown: [], offerDownload: true, signedIn: true }))).toEqual([]);
    expect(keys(popupQueue([], { shown: [], offerDownload: false }))).toEqual([]);
  });

  it('skips entries it cannot show', () => {
    const broken = [null, { type: 'PU' }, item(Number.NaN, 'PU'), { ...item(304, 'PU'), title: null }];
    expect(keys(popupQueue([...broken, ...home], { shown: [], offerDownload: false }))).toEqual(['PU:301']);
    expect(keys(popupQueue(broken, { shown: [], offerDownload: false }))).toEqual([]);
  });

  it('reads a missing linked promotion as none', () => {
    const [popup] = popupQueue([{ id: 305, type: 'PU', title: 't', content: 'c' }], { shown: [], offerDownload: false });
    expect(popup).toMatchObject({ announcement: { linkedPromotionId: null } });
  });
});

describe('the shown pop-ups of a visit', () => {
  it('are read from storage, anything unreadable being none', () => {
    expect(parseShown(null)).toEqual([]);
    expect(parseShown('["PU:301","download"]')).toEqual(['PU:301', 'download']);
    expect(parseShown('not json')).toEqual([]);
    expect(parseShown('{"PU:301":true}')).toEqual([]);
    expect(parseShown('["PU:301",7,null]')).toEqual(['PU:301']);
  });

  it('gain a key once', () => {
    expect(withShown([], announcementKey(301))).toEqual(['PU:301']);
    expect(withShown(['PU:301'], 'PU:301')).toEqual(['PU:301']);
    expect(withShown(['PU:301'], DOWNLOAD_POPUP_KEY)).toEqual(['PU:301', 'download']);
  });
});

describe('downloadOffered', () => {
  const browser = { inApp: false, installed: false, device: 'android', appDevices: ['ios', 'android'] };

  it('offers the app in a phone browser with a link for the device', () => {
    expect(downloadOffered(browser)).toBe(true);
    expect(downloadOffered({ ...browser, device: 'ios', appDevices: ['ios'] })).toBe(true);
  });

  it('never in the app, in the installed web app, on another device or without a link for it', () => {
    expect(downloadOffered({ ...browser, inApp: true })).toBe(false);
    expect(downloadOffered({ ...browser, installed: true })).toBe(false);
    expect(downloadOffered({ ...browser, device: 'other' })).toBe(false);
    expect(downloadOffered({ ...browser, device: undefined })).toBe(false);
    expect(downloadOffered({ ...browser, device: 'ios', appDevices: ['android'] })).toBe(false);
  });
});

describe('popupMayOpen', () => {
  const settled = { awaitingStatus: false, status: '0', ageConfirmed: true, dialogOpen: false };

  it('opens once the status and the age are settled and nothing else is open', () => {
    expect(popupMayOpen(settled)).toBe(true);
    expect(popupMayOpen({ ...settled, status: undefined })).toBe(true); // no status known: the page shows, so may its pop-ups
  });

  it('waits for the splash, the age answer and any open dialog; never over a gate', () => {
    expect(popupMayOpen({ ...settled, awaitingStatus: true })).toBe(false);
    expect(popupMayOpen({ ...settled, ageConfirmed: false })).toBe(false);
    expect(popupMayOpen({ ...settled, dialogOpen: true })).toBe(false);
    expect(popupMayOpen({ ...settled, status: '1' })).toBe(false);
    expect(popupMayOpen({ ...settled, status: '2' })).toBe(false);
  });
});

describe('"Don\'t show again today"', () => {
  const noon = new Date(2026, 10, 24, 12, 0).getTime();
  const midnight = new Date(2026, 10, 25, 0, 0).getTime();

  it('hides the pop-ups until the next local midnight', () => {
    expect(endOfDay(noon)).toBe(midnight);
    expect(popupsHidden(String(midnight), noon)).toBe(true);
    expect(popupsHidden(String(midnight), midnight)).toBe(false);
  });

  it('hides nothing without a readable time', () => {
    for (const stored of [null, '', 'soon', 'NaN']) expect(popupsHidden(stored, noon), String(stored)).toBe(false);
  });
});
