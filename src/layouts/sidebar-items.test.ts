import { describe, expect, it } from 'vitest';
import { WHITELABEL_FLAGS } from '../constants.ts';
import { paths } from '../shell/paths.ts';
import { SIDEBAR_ITEMS, seenBy, sidebarItems } from './sidebar-items.ts';

const allOn = Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, true]));
const allOff = Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, false]));
const routesOf = (items: readonly { route: keyof typeof paths }[]) => items.map((item) => paths[item.route]);

describe('sidebar entries (G §2 "Right sidebar")', () => {
  it('are the spec’s entries, in its order, to its routes', () => {
    expect(routesOf(sidebarItems(allOn))).toEqual([
      '/m/rewardCenter',
      '/m/mall/mallHome',
      '/m/gameRecord',
      '/m/transaction/record',
      '/m/securityCenter',
      '/m/member/home',
      '/m/agent',
    ]);
  });

  it('each flagged entry goes with its flag; the agency centre has none', () => {
    expect(routesOf(sidebarItems(allOff))).toEqual(['/m/agent']);
    const flags = {
      REWCEN3: 'rewardCenter',
      PTSYS3: 'pointMall',
      TRANSBETREPMEM3: 'gameRecord',
      TRANSREC3: 'transactionRecord',
      SECPRIV: 'securityCenter',
      MYACC: 'memberHome',
    } as const;
    for (const [flag, route] of Object.entries(flags)) {
      expect(
        sidebarItems({ ...allOn, [flag]: false }).map((item) => item.route),
        flag,
      ).not.toContain(route);
      expect(
        sidebarItems({ ...allOff, [flag]: true }).map((item) => item.route),
        flag,
      ).toContain(route);
    }
  });

  it('guests see the offers; members their own entries too; only agent types the agency centre', () => {
    const seen = (type: number | undefined) => SIDEBAR_ITEMS.filter((item) => seenBy(item, type)).map((item) => item.route);
    expect(seen(undefined)).toEqual(['rewardCenter', 'pointMall']);
    for (const type of [0, 4, 40])
      expect(seen(type), `type ${type}`).toEqual(['rewardCenter', 'pointMall', 'gameRecord', 'transactionRecord', 'securityCenter', 'memberHome']);
    for (const type of [1, 2, 41, 42]) expect(seen(type), `type ${type}`).toContain('agent');
  });
});
