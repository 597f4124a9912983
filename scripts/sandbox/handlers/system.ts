/** System calls: status, and the maintenance / region switches the test hooks flip. */
import { platformSettings } from '../data/platform-settings.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Brand } from '../../../src/brand/schema.ts';
import type { ValueOf } from '../../../src/contract/schemas.ts';
import { CDN_PATH } from '../images/paths.ts';
import type { Handlers } from './types.ts';

export interface SiteStatus {
  maintenance: boolean;
  regionRestriction: boolean;
}

export function readStatus(db: DatabaseSync): SiteStatus {
  const rows = db.prepare("SELECT key, value FROM settings WHERE key IN ('maintenance', 'region_restriction')").all() as {
    key: string;
    value: string;
  }[];
  const flag = (key: string) => rows.some((row) => row.key === key && row.value === '1');
  return { maintenance: flag('maintenance'), regionRestriction: flag('region_restriction') };
}

export function writeStatus(db: DatabaseSync, change: Partial<SiteStatus>): void {
  const upsert = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  if (change.maintenance !== undefined) upsert.run('maintenance', change.maintenance ? '1' : '0');
  if (change.regionRestriction !== undefined) upsert.run('region_restriction', change.regionRestriction ? '1' : '0');
}

/**
 * The site's settings. imageCDNs: the sandbox's own image CDN on the origin the client addressed
 * (the site's, under npm start and the tests, so the site's CSP img-src 'self' covers it); the
 * image fields of other calls are paths relative to it (../images/paths.ts).
 */
function siteInfo(brand: Brand | null, origin: string): ValueOf<'systemStatus'>['info'] {
  return {
    customerService: (brand?.customerService ?? []).map(({ type, url }) => ({ csType: type, url })),
    domainRoute: '',
    mobileTemplate: { ...platformSettings(brand?.id).mobileTemplate },
    paths: {},
    register: {},
    resources: Object.entries(brand?.downloads ?? {}).flatMap(([resourceType, url]) => (url ? [{ resourceType, url }] : [])),
    whitelabel: { ...brand?.whitelabel },
    mainDomain: '',
    imageCDNs: [`${origin}${CDN_PATH}`],
  };
}

export const systemHandlers = {
  systemStatus: ({ clientIp, origin }, { db, brand }) => ({ info: siteInfo(brand, origin), location: { ip: clientIp }, ...readStatus(db) }),
} satisfies Partial<Handlers>;
