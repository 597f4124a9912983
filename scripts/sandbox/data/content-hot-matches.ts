/**
 * Hot matches (G §3 announcement group "hot matches", type H): football for the sports tab, the
 * big e-sports titles for the e-sports tab. Each is a type H announcement (title and text in
 * English and Burmese) with the fixture the contract adds (src/contract/schemas.ts `hotMatch`).
 * Kick-offs are relative to now, so the demo always has matches about to start: the announcement
 * call works them out from the sandbox's clock (`matchOf`), rounded to the quarter hour as
 * fixtures are, on the platform clock.
 */
import type { HotMatch } from '../../../src/contract/schemas.ts';
import { platformTimestamp } from './content-time.ts';

const MINUTE_MS = 60_000;
const HOUR = 60;
const DAY = 24 * HOUR;
/** Fixtures start on the quarter hour. */
const KICK_OFF_STEP_MS = 15 * MINUTE_MS;

export interface HotMatchSeed {
  id: number;
  fixture: Omit<HotMatch, 'kickOff'>;
  /** Minutes from now to the kick-off (before rounding up to the quarter hour). */
  startsIn: number;
  /** The operator's line about it, in English and Burmese (the announcement's content). */
  pitch: { EN: string; MY: string };
}

const football = (league: string, home: string, away: string, vassalage: string) =>
  ({ category: 'SPORTS', sport: 'Football', league, home, away, vassalage }) as const;
const esports = (sport: string, league: string, home: string, away: string, vassalage: string) =>
  ({ category: 'ESPORTS', sport, league, home, away, vassalage }) as const;

export const HOT_MATCH_SEEDS: readonly HotMatchSeed[] = [
  {
    id: 501,
    fixture: football('Myanmar National League', 'Shan United', 'Yangon United', 'SMT'),
    startsIn: 2 * HOUR,
    pitch: { EN: 'The title decider: boosted odds on the home win.', MY: 'ချန်ပီယံဆုံးဖြတ်မည့်ပွဲ: အိမ်ကွင်းအနိုင်အတွက် အလောင်းအစားနှုန်း မြှင့်ထားသည်။' },
  },
  {
    id: 502,
    fixture: football('Premier League', 'Arsenal', 'Liverpool', 'KCK'),
    startsIn: 5 * HOUR,
    pitch: { EN: 'Both teams to score pays 1.85.', MY: 'နှစ်သင်းစလုံး ဂိုးသွင်းပါက 1.85 ပေးသည်။' },
  },
  {
    id: 503,
    fixture: football('Myanmar National League', 'Hantharwady United', 'Ayeyawady United', 'SMT'),
    startsIn: DAY + 3 * HOUR,
    pitch: { EN: 'Live betting on every minute of the derby.', MY: 'ဒါဘီပွဲ၏ မိနစ်တိုင်းတွင် တိုက်ရိုက်လောင်းနိုင်သည်။' },
  },
  {
    id: 504,
    fixture: football('Premier League', 'Manchester City', 'Chelsea', 'VTY'),
    startsIn: 2 * DAY + 6 * HOUR,
    pitch: { EN: 'Parlay it with the early game for a 10% boost.', MY: 'စောစောပွဲနှင့် ပေါင်းလောင်းပါက 10% ထပ်ဆောင်းရမည်။' },
  },
  {
    id: 505,
    fixture: esports('Dota 2', 'DreamLeague', 'Team Spirit', 'Team Liquid', 'IMES'),
    startsIn: HOUR,
    pitch: { EN: 'Best of three: live betting on every map.', MY: 'သုံးပွဲနှစ်ပွဲနိုင်: မြေပုံတိုင်းတွင် တိုက်ရိုက်လောင်းနိုင်သည်။' },
  },
  {
    id: 506,
    fixture: esports('Mobile Legends', 'MPL Indonesia', 'RRQ Hoshi', 'ONIC Esports', 'AV'),
    startsIn: 4 * HOUR,
    pitch: { EN: 'First blood and total kills markets open.', MY: 'ပထမဆုံးသတ်ခြင်းနှင့် စုစုပေါင်းသတ်ခြင်း လောင်းကွက်များ ဖွင့်ထားသည်။' },
  },
  {
    id: 507,
    fixture: esports('PUBG Mobile', 'PUBG Mobile World Cup', 'Alpha7 Esports', 'Team Falcons', 'TF'),
    startsIn: DAY + HOUR,
    pitch: { EN: 'Bet on the chicken dinner of every round.', MY: 'အကျော့တိုင်း၏ အနိုင်ရသူကို လောင်းပါ။' },
  },
  {
    id: 508,
    fixture: esports('CS2', 'IEM Katowice', 'Natus Vincere', 'FaZe Clan', 'IA'),
    startsIn: 2 * DAY + 2 * HOUR,
    pitch: { EN: 'Map handicaps and the pistol rounds.', MY: 'မြေပုံ ဟန်းဒီကပ်များနှင့် ပစ္စတိုအကျော့များ။' },
  },
];

const seeds = new Map(HOT_MATCH_SEEDS.map((seed) => [seed.id, seed]));

/** The fixture of hot match `id` as the platform sends it at `now`, or undefined for any other announcement. */
export function matchOf(id: number, now: number): HotMatch | undefined {
  const seed = seeds.get(id);
  if (!seed) return undefined;
  const kickOff = Math.ceil((now + seed.startsIn * MINUTE_MS) / KICK_OFF_STEP_MS) * KICK_OFF_STEP_MS;
  return { ...seed.fixture, kickOff: platformTimestamp(kickOff) };
}
