/**
 * Announcements of every type (G §3 "Content types"): banners per group, player notices, pop-ups,
 * promotions, hot matches and agent notices. Dates are fixed (no clock in the seed); the ones that
 * must stay current end far in the future, so the demo never runs out of live promotions.
 */
import type { ANNOUNCEMENT_TYPES, BANNER_GROUPS } from '../../../src/contract/vocabulary.ts';
import type { LanguageCode } from '../../../src/constants.ts';
import { bannerArt, bannerPath } from '../images/paths.ts';
import { HOT_MATCH_SEEDS } from './content-hot-matches.ts';

type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
type BannerGroup = (typeof BANNER_GROUPS)[number];
type YesNo = 'Y' | 'N';

export interface AnnouncementSeed {
  id: number;
  type: AnnouncementType;
  title: string;
  /** HTML: the site sanitises it before showing. */
  content: string;
  startDate: string;
  /** Null when noExpiry is set. */
  endDate: string | null;
  /** 1: no end date (a long-term label shows instead). */
  noExpiry: 0 | 1;
  linkedPromotionId: number | null;
  categoryIds: number[];
  images: { url: string; sequence: number }[];
  imageRequired: YesNo;
  remarkRequired: YesNo;
  groupName: BannerGroup | null;
  /** A banner's target: a path of this site or an absolute URL; null opens nothing (every other type). */
  url: string | null;
  /**
   * The same announcement in other languages, answered when the call asks for that language
   * (the fields above are the English text every other language falls back to).
   */
  translations: Partial<Record<LanguageCode, AnnouncementText>>;
}

export type AnnouncementText = Pick<AnnouncementSeed, 'title' | 'content' | 'images'>;

/** The player notice whose content carries a <script> and an onerror attribute, so the site's sanitiser has work to do. */
export const UNSAFE_ANNOUNCEMENT_ID = 203;
/** A promotion that has ended: joining or applying is refused with promotion.closed. */
export const CLOSED_PROMOTION_ID = 409;

/** Promotion categories (promoAnnouncementCategoryIds), named by the promotionCategories call. */
export const PROMOTION_CATEGORIES = { newMembers: 1, deposit: 2, slots: 3, liveCasino: 4, sports: 5, memberRewards: 6 } as const;

/** The language category names fall back to. */
export const PROMOTION_CATEGORY_FALLBACK_LANGUAGE = 'EN';

/** Each category's name per language, in the order the platform lists them. */
export const PROMOTION_CATEGORY_NAMES: Readonly<Record<keyof typeof PROMOTION_CATEGORIES, Readonly<Record<'EN' | 'MY', string>>>> = {
  newMembers: { EN: 'New members', MY: 'အဖွဲ့ဝင်သစ်များ' },
  deposit: { EN: 'Deposit', MY: 'ငွေသွင်း' },
  slots: { EN: 'Slots', MY: 'စလော့' },
  liveCasino: { EN: 'Live casino', MY: 'တိုက်ရိုက်ကာစီနို' },
  sports: { EN: 'Sports', MY: 'အားကစား' },
  memberRewards: { EN: 'Member rewards', MY: 'အဖွဲ့ဝင် ဆုလာဘ်များ' },
};

/** Ours: when the seed's announcements begin, and the far end of the ones that must stay current. */
const SEASON_START = '2026-01-01 00:00:00';
const FAR_END = '2030-12-31 23:59:59';

type Draft = Partial<AnnouncementSeed> & Pick<AnnouncementSeed, 'id' | 'type' | 'title' | 'content'>;

function announcement(draft: Draft): AnnouncementSeed {
  return {
    startDate: SEASON_START,
    endDate: FAR_END,
    noExpiry: 0,
    linkedPromotionId: null,
    categoryIds: [],
    images: [],
    imageRequired: 'N',
    remarkRequired: 'N',
    groupName: null,
    url: null,
    translations: {},
    ...draft,
  };
}

/**
 * The cover picture of an announcement in one language: a PNG on the sandbox's image CDN
 * (../images/paths.ts; scripts/sandbox/images/cdn.ts draws it from the same id, language and texts).
 */
const cover = (id: number, language: LanguageCode, caption: string, colourLabel = caption) => [
  { url: bannerPath(bannerArt(caption, colourLabel), id, language), sequence: 1 },
];

/** The English title picks the colour, so a banner looks the same in every language. */
const bannerText = (id: number, language: LanguageCode, title: string, colourLabel: string): AnnouncementText => ({
  title,
  content: `<p>${title}</p>`,
  images: cover(id, language, title, colourLabel),
});

/** A banner with its caption in English and Burmese: form banners show on Burmese pages too. */
function banner(
  id: number,
  groupName: BannerGroup,
  title: { EN: string; MY: string },
  { linkedPromotionId = null, url = null }: Partial<Pick<AnnouncementSeed, 'linkedPromotionId' | 'url'>> = {},
): AnnouncementSeed {
  return announcement({
    id,
    type: 'B',
    groupName,
    ...bannerText(id, 'EN', title.EN, title.EN),
    linkedPromotionId,
    url,
    translations: { MY: bannerText(id, 'MY', title.MY, title.EN) },
  });
}

/**
 * The home banners' targets, one of each kind a front end must tell apart: a page of the site
 * (the promotion the banner shows), another site (opened in a new tab), a hostile address (never
 * opened) and none (a picture only).
 */
export const HOME_BANNER_TARGETS = {
  page: '/m/activity?id=401',
  otherSite: 'https://example.org/big-win-terms',
  hostile: 'javascript:alert(1)',
  none: null,
} as const;

/** A player notice with its title and text in English and Burmese (the notice ticker on home shows both). */
function notice(draft: Omit<Draft, 'type'> & Pick<AnnouncementSeed, 'startDate'>, burmese: { title: string; content: string }): AnnouncementSeed {
  return announcement({ ...draft, type: 'PL', translations: { MY: { ...burmese, images: [] } } });
}

/** The markup the sanitiser must strip (UNSAFE_ANNOUNCEMENT_ID), in both languages of that notice. */
const unsafeMarkup = (alt: string) =>
  `<img src="sandbox-missing-picture.png" alt="${alt}" onerror="alert('onerror ran: the sanitiser missed it')">` +
  "<script>alert('script ran: the sanitiser missed it')</script>";

interface PromotionDraft {
  id: number;
  title: string;
  content: string;
  /** Its Burmese title and text (the cover carries the Burmese title). */
  my: { title: string; content: string };
  imageRequired: YesNo;
  remarkRequired: YesNo;
  noExpiry: boolean;
  categoryIds: number[];
  startDate?: string;
  endDate?: string;
}

function promotion({ noExpiry, endDate, my, ...draft }: PromotionDraft): AnnouncementSeed {
  return announcement({
    ...draft,
    type: 'PR',
    linkedPromotionId: draft.id,
    noExpiry: noExpiry ? 1 : 0,
    endDate: noExpiry ? null : (endDate ?? FAR_END),
    images: cover(draft.id, 'EN', draft.title),
    translations: { MY: { ...my, images: cover(draft.id, 'MY', my.title, draft.title) } },
  });
}

/** An announcement without pictures (pop-ups, agent notices) with its Burmese title and text. */
const inBurmese = (title: string, content: string): AnnouncementSeed['translations'] => ({ MY: { title, content, images: [] } });

const { newMembers, deposit, slots, liveCasino, sports, memberRewards } = PROMOTION_CATEGORIES;

/**
 * Every imageRequired × remarkRequired combination (Y/Y, Y/N, N/Y, N/N), each once with and once
 * without noExpiry, and one promotion that has ended.
 */
const PROMOTIONS: readonly AnnouncementSeed[] = [
  promotion({
    id: 401,
    title: 'Welcome Bonus 100%',
    content:
      '<p>Double your first deposit up to <strong>10,000</strong>.</p><ul><li>Minimum deposit 100.</li><li>Turnover 10 times the bonus before withdrawal.</li></ul>',
    my: {
      title: 'ကြိုဆိုဘောနပ်စ် 100%',
      content: '<p>ပထမဆုံး ငွေသွင်းမှုကို <strong>10,000</strong> အထိ နှစ်ဆ ရယူပါ။</p><ul><li>အနည်းဆုံး ငွေသွင်းရမည့် ပမာဏ 100။</li><li>ငွေမထုတ်မီ ဘောနပ်စ်၏ 10 ဆ ကစားရပါမည်။</li></ul>',
    },
    imageRequired: 'N',
    remarkRequired: 'N',
    noExpiry: true,
    categoryIds: [newMembers, deposit],
  }),
  promotion({
    id: 402,
    title: 'Daily Reload 10%',
    content: '<p>Get 10% extra on your first deposit of every day, up to 1,000.</p>',
    my: {
      title: 'နေ့စဉ် ဖြည့်သွင်းဘောနပ်စ် 10%',
      content: '<p>နေ့တိုင်း ပထမဆုံး ငွေသွင်းမှုတွင် 1,000 အထိ အပို 10% ရယူပါ။</p>',
    },
    imageRequired: 'N',
    remarkRequired: 'N',
    noExpiry: false,
    categoryIds: [deposit],
  }),
  promotion({
    id: 403,
    title: 'Slot Big Win Bonus',
    content: '<p>Hit a win of 200 times your bet on any slot and send us a screenshot of it for a bonus of up to 2,888.</p>',
    my: {
      title: 'စလော့ အနိုင်ကြီး ဘောနပ်စ်',
      content: '<p>မည်သည့် စလော့တွင်မဆို လောင်းကြေး၏ 200 ဆ နိုင်ပါက ၎င်း၏ ဖန်သားပြင်ဓာတ်ပုံကို ပို့ပြီး 2,888 အထိ ဘောနပ်စ် ရယူပါ။</p>',
    },
    imageRequired: 'Y',
    remarkRequired: 'N',
    noExpiry: true,
    categoryIds: [slots],
  }),
  promotion({
    id: 404,
    title: 'Lucky Screenshot Friday',
    content: '<p>Every Friday, share a screenshot of your best fishing game score and win free spins.</p>',
    my: {
      title: 'ကံကောင်း သောကြာနေ့ ဓာတ်ပုံ',
      content: '<p>သောကြာနေ့တိုင်း သင်၏ အကောင်းဆုံး ငါးဖမ်းဂိမ်း ရမှတ်ကို ဖန်သားပြင်ဓာတ်ပုံဖြင့် မျှဝေပြီး အခမဲ့ လှည့်ခွင့်များ ရယူပါ။</p>',
    },
    imageRequired: 'Y',
    remarkRequired: 'N',
    noExpiry: false,
    categoryIds: [slots],
  }),
  promotion({
    id: 405,
    title: 'Refer a Friend',
    content: "<p>Invite a friend and receive 5% of their first deposit. Tell us your friend's username in the remarks.</p>",
    my: {
      title: 'သူငယ်ချင်းကို ဖိတ်ခေါ်ပါ',
      content: '<p>သူငယ်ချင်းကို ဖိတ်ခေါ်ပြီး ၎င်း၏ ပထမဆုံး ငွေသွင်းမှု၏ 5% ကို ရယူပါ။ မှတ်ချက်တွင် သင့်သူငယ်ချင်း၏ အသုံးပြုသူအမည်ကို ရေးပါ။</p>',
    },
    imageRequired: 'N',
    remarkRequired: 'Y',
    noExpiry: true,
    categoryIds: [memberRewards],
  }),
  promotion({
    id: 406,
    title: 'Birthday Gift',
    content: '<p>Celebrate with us: claim a gift in your birthday month. Write your date of birth in the remarks.</p>',
    my: {
      title: 'မွေးနေ့ လက်ဆောင်',
      content: '<p>ကျွန်ုပ်တို့နှင့်အတူ ဆင်နွှဲပါ။ သင့်မွေးလအတွင်း လက်ဆောင်တစ်ခု တောင်းခံနိုင်ပါသည်။ မှတ်ချက်တွင် သင့်မွေးနေ့ကို ရေးပါ။</p>',
    },
    imageRequired: 'N',
    remarkRequired: 'Y',
    noExpiry: false,
    categoryIds: [memberRewards],
  }),
  promotion({
    id: 407,
    title: 'Live Casino Winning Streak',
    content: '<p>Win 8 baccarat hands in a row and earn up to 8,888. Send the screenshot of the streak and the table name.</p>',
    my: {
      title: 'တိုက်ရိုက်ကာစီနို ဆက်တိုက်နိုင်',
      content: '<p>ဘက်ကာရာ 8 ပွဲ ဆက်တိုက်နိုင်ပြီး 8,888 အထိ ရယူပါ။ ဆက်တိုက်နိုင်မှု၏ ဖန်သားပြင်ဓာတ်ပုံနှင့် စားပွဲအမည်ကို ပို့ပါ။</p>',
    },
    imageRequired: 'Y',
    remarkRequired: 'Y',
    noExpiry: true,
    categoryIds: [liveCasino],
  }),
  promotion({
    id: 408,
    title: 'Sports Parlay Rescue',
    content: '<p>Lost a parlay of 5 legs or more by one leg? Send the bet slip and its number and we refund 50% of the stake.</p>',
    my: {
      title: 'အားကစား ပါလေ ကယ်ဆယ်ရေး',
      content: '<p>5 ပွဲနှင့်အထက် ပါလေကို တစ်ပွဲတည်းဖြင့် ရှုံးခဲ့ပါသလား။ လောင်းကြေးစာရွက်နှင့် ၎င်း၏ နံပါတ်ကို ပို့ပါက လောင်းကြေး၏ 50% ကို ပြန်အမ်းပေးပါမည်။</p>',
    },
    imageRequired: 'Y',
    remarkRequired: 'Y',
    noExpiry: false,
    categoryIds: [sports],
  }),
  promotion({
    id: CLOSED_PROMOTION_ID,
    title: 'Year-End Festival Bonus',
    content: '<p>Our year-end festival bonus has ended. Thank you for playing!</p>',
    my: {
      title: 'နှစ်ကုန် ပွဲတော် ဘောနပ်စ်',
      content: '<p>ကျွန်ုပ်တို့၏ နှစ်ကုန် ပွဲတော် ဘောနပ်စ် ပြီးဆုံးသွားပါပြီ။ ကစားပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။</p>',
    },
    imageRequired: 'Y',
    remarkRequired: 'N',
    noExpiry: false,
    categoryIds: [deposit],
    startDate: '2025-12-01 00:00:00',
    endDate: '2025-12-31 23:59:59',
  }),
];

export const ANNOUNCEMENT_SEEDS: readonly AnnouncementSeed[] = [
  // Banners: several for the home carousel, one or two per form (G §2 "Home", "Form banner").
  banner(101, 'm_home', { EN: 'Welcome Bonus 100%', MY: 'ကြိုဆိုဘောနပ်စ် 100%' }, { linkedPromotionId: 401, url: HOME_BANNER_TARGETS.page }),
  banner(102, 'm_home', { EN: 'Slot Big Win Bonus', MY: 'စလော့ အနိုင်ကြီး ဘောနပ်စ်' }, { linkedPromotionId: 403, url: HOME_BANNER_TARGETS.otherSite }),
  banner(103, 'm_home', { EN: 'Live Casino Streak', MY: 'တိုက်ရိုက်ကာစီနို ဆက်တိုက်နိုင်' }, { linkedPromotionId: 407, url: HOME_BANNER_TARGETS.hostile }),
  banner(104, 'm_home', { EN: 'New: Fast Lotto every minute', MY: 'အသစ်: မိနစ်တိုင်း အမြန်ထီ' }, { url: HOME_BANNER_TARGETS.none }),
  banner(105, 'm_login', { EN: 'Welcome back', MY: 'ပြန်လည် ကြိုဆိုပါတယ်' }),
  banner(106, 'm_reg', { EN: 'Join today, get 100%', MY: 'ယနေ့ပါဝင်ပြီး 100% ရယူပါ' }, { linkedPromotionId: 401 }),
  banner(107, 'm_reg', { EN: 'Refer a friend', MY: 'သူငယ်ချင်းကို ဖိတ်ခေါ်ပါ' }, { linkedPromotionId: 405 }),
  banner(108, 'm_forget', { EN: 'We keep your account safe', MY: 'သင့်အကောင့် လုံခြုံပါသည်' }),
  banner(109, 'm_change', { EN: 'Choose a strong password', MY: 'ခိုင်မာသော စကားဝှက် ရွေးပါ' }),
  // Player notices.
  notice(
    {
      id: 201,
      title: 'Scheduled maintenance on Sunday',
      content:
        '<p>The platform will be under maintenance on Sunday from <strong>02:00 to 04:00</strong>. Games and deposits are unavailable during this time.</p>',
      startDate: '2026-01-05 09:00:00',
    },
    {
      title: 'တနင်္ဂနွေနေ့ စနစ်ပြုပြင်ထိန်းသိမ်းမှု',
      content: '<p>တနင်္ဂနွေနေ့ <strong>02:00 မှ 04:00</strong> အထိ စနစ်ကို ပြုပြင်ထိန်းသိမ်းပါမည်။ ထိုအချိန်အတွင်း ဂိမ်းကစားခြင်းနှင့် ငွေသွင်းခြင်း မပြုလုပ်နိုင်ပါ။</p>',
    },
  ),
  notice(
    {
      id: 202,
      title: 'New slot studio: Pixel Pagoda',
      content: '<p>One hundred new slots from <em>Pixel Pagoda</em> are now in the game centre. Look for the <strong>New</strong> label.</p>',
      startDate: '2026-01-08 12:00:00',
    },
    {
      title: 'စလော့ စတူဒီယို အသစ်: ပစ်ဇယ် ပဂိုဒါ',
      content: '<p><em>ပစ်ဇယ် ပဂိုဒါ</em> ၏ စလော့ အသစ် တစ်ရာကို ဂိမ်းစင်တာတွင် ယခု ကစားနိုင်ပါပြီ။ <strong>အသစ်</strong> အမှတ်အသားကို ရှာကြည့်ပါ။</p>',
    },
  ),
  notice(
    {
      id: UNSAFE_ANNOUNCEMENT_ID,
      title: 'More ways to deposit',
      // Deliberately unsafe markup: a script and an onerror handler the site must strip before showing.
      content: '<p>Two new deposit channels are open from today.</p>' + unsafeMarkup('Deposit channels') + '<p>Open <strong>Deposit</strong> to try them.</p>',
      startDate: '2026-01-10 10:30:00',
    },
    {
      title: 'ငွေသွင်းနည်း အသစ်များ',
      content: '<p>ယနေ့မှစ၍ ငွေသွင်းလမ်းကြောင်း အသစ် နှစ်ခု ဖွင့်ထားပါသည်။</p>' + unsafeMarkup('ငွေသွင်းလမ်းကြောင်းများ') + '<p>စမ်းသုံးရန် <strong>ငွေသွင်း</strong> ကို ဖွင့်ပါ။</p>',
    },
  ),
  notice(
    {
      id: 204,
      title: 'Keep your account safe',
      content: '<p>Our staff will never ask for your password or verification code. Report any such request to customer service.</p>',
      startDate: '2026-01-12 08:00:00',
      endDate: null,
      noExpiry: 1,
    },
    {
      title: 'သင့်အကောင့်ကို လုံခြုံအောင် ထိန်းသိမ်းပါ',
      content: '<p>ကျွန်ုပ်တို့ ဝန်ထမ်းများသည် သင့်စကားဝှက် သို့မဟုတ် အတည်ပြုကုဒ်ကို ဘယ်သောအခါမှ မတောင်းပါ။ ထိုသို့ တောင်းဆိုမှုမျိုးရှိပါက ဖောက်သည်ဝန်ဆောင်မှုသို့ အကြောင်းကြားပါ။</p>',
    },
  ),
  // Pop-ups.
  announcement({
    id: 301,
    type: 'PU',
    title: 'Welcome to the new site',
    content: '<p>Enjoy a faster game centre, favourites and recent games on every device.</p>',
    startDate: '2026-01-02 00:00:00',
    translations: inBurmese('ဆိုက်အသစ်မှ ကြိုဆိုပါသည်', '<p>ပိုမြန်သော ဂိမ်းစင်တာ၊ အကြိုက်ဆုံး ဂိမ်းများနှင့် မကြာသေးမီက ကစားခဲ့သော ဂိမ်းများကို စက်တိုင်းတွင် အသုံးပြုနိုင်ပါပြီ။</p>'),
  }),
  announcement({
    id: 302,
    type: 'PU',
    title: 'Deposit bonus this week',
    content: '<p>Deposit 10,000 or more this week and get an extra 5%.</p>',
    startDate: '2026-01-06 00:00:00',
    linkedPromotionId: 402,
    translations: inBurmese('ယခုအပတ် ငွေသွင်းဘောနပ်စ်', '<p>ယခုအပတ်အတွင်း 10,000 နှင့်အထက် ငွေသွင်းပြီး အပို 5% ရယူပါ။</p>'),
  }),
  ...PROMOTIONS,
  // Hot matches: their fixtures are in ./content-hot-matches.ts.
  ...HOT_MATCH_SEEDS.map(({ id, fixture, pitch }) =>
    announcement({
      id,
      type: 'H',
      title: `${fixture.home} vs ${fixture.away}`,
      content: `<p>${pitch.EN}</p>`,
      startDate: SEASON_START,
      translations: { MY: { title: `${fixture.home} vs ${fixture.away}`, content: `<p>${pitch.MY}</p>`, images: [] } },
    }),
  ),
  // Agent notices, in the home group the agent footer asks for (G §7 "Announcements").
  announcement({
    id: 601,
    type: 'A',
    groupName: 'm_home',
    title: 'Commission paid every Monday',
    content: '<p>Agent commission for the previous week is paid every Monday before 12:00.</p>',
    startDate: '2026-01-03 09:00:00',
    translations: inBurmese('ကော်မရှင်ကို တနင်္လာနေ့တိုင်း ပေးချေပါသည်', '<p>ယခင်အပတ်၏ ကိုယ်စားလှယ် ကော်မရှင်ကို တနင်္လာနေ့တိုင်း 12:00 မတိုင်မီ ပေးချေပါသည်။</p>'),
  }),
  announcement({
    id: 602,
    type: 'A',
    groupName: 'm_home',
    title: 'New rebate table for slots',
    content: '<p>The slot rebate for agents rises to 0.8% from this month.</p>',
    startDate: '2026-01-07 09:00:00',
    translations: inBurmese('စလော့ ပြန်အမ်းငွေ ဇယား အသစ်', '<p>ယခုလမှစ၍ ကိုယ်စားလှယ်များအတွက် စလော့ ပြန်အမ်းငွေ 0.8% အထိ တိုးမြှင့်ပါသည်။</p>'),
  }),
  announcement({
    id: 603,
    type: 'A',
    groupName: 'm_home',
    title: 'Agent contract renewals',
    content: '<p>Please review and accept your daily salary contract before the end of the month.</p>',
    startDate: '2026-01-11 09:00:00',
    translations: inBurmese('ကိုယ်စားလှယ် စာချုပ် သက်တမ်းတိုးခြင်း', '<p>လကုန်မတိုင်မီ သင်၏ နေ့စဉ်လစာ စာချုပ်ကို ပြန်လည်စစ်ဆေးပြီး လက်ခံပါ။</p>'),
  }),
];
