/**
 * Avatars (ours; A §7 "set head icon" / "get head icon", form-urlencoded): a preset (1 to
 * AVATAR_PRESETS) or the member's own picture, where the merchant allows uploads
 * (../data/platform-settings.ts). An own picture must be a JPEG or PNG by content (the reward
 * upload's checks, ../uploads.ts) of at most AVATAR_EDGE_PX a side: the site downscales it before
 * sending. It is served from the image CDN under a name that changes with it, so it can be cached
 * for good.
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Brand } from '../../../src/brand/schema.ts';
import { AVATAR_EDGE_PX } from '../../../src/contract/limits.ts';
import type { ValueOf } from '../../../src/contract/schemas.ts';
import { platformSettings } from '../data/platform-settings.ts';
import { PlatformError } from '../platform-error.ts';
import { checkedPictureData } from '../uploads.ts';

/** head_icon of a member whose avatar is their own picture. */
export const CUSTOM_AVATAR = 'custom';
/** Where own pictures are, under the image CDN: `avatars/<member id>-<version>.jpg`. */
export const AVATAR_FOLDER = 'avatars';

export function headIcon(db: DatabaseSync, brand: Brand | null, memberId: number): ValueOf<'getHeadIcon'> {
  const icon = (db.prepare('SELECT head_icon FROM members WHERE id = ?').get(memberId) as { head_icon: string } | undefined)?.head_icon ?? '1';
  const own = db.prepare('SELECT version FROM member_avatars WHERE member_id = ?').get(memberId) as { version: string } | undefined;
  const url = icon === CUSTOM_AVATAR && own ? `${AVATAR_FOLDER}/${memberId}-${own.version}.jpg` : null;
  return { icon: url ? icon : icon === CUSTOM_AVATAR ? '1' : icon, url, uploadAllowed: platformSettings(brand?.id).avatarUpload };
}

export function setHeadIcon(db: DatabaseSync, brand: Brand | null, memberId: number, input: { icon?: string; image?: string }): ValueOf<'setHeadIcon'> {
  if (input.icon !== undefined) {
    db.prepare('UPDATE members SET head_icon = ? WHERE id = ?').run(input.icon, memberId);
    db.prepare('DELETE FROM member_avatars WHERE member_id = ?').run(memberId);
  } else if (input.image !== undefined) {
    if (!platformSettings(brand?.id).avatarUpload) throw new PlatformError('permission.denied', 'image: this merchant takes preset avatars only');
    const { content, size } = checkedPictureData(input.image, 'image');
    if (size.width > AVATAR_EDGE_PX || size.height > AVATAR_EDGE_PX)
      throw new PlatformError('upload.dimensions', `image: ${size.width} × ${size.height}, larger than ${AVATAR_EDGE_PX} pixels a side`);
    const version = createHash('sha256').update(content).digest('hex').slice(0, 12);
    db.prepare(
      'INSERT INTO member_avatars (member_id, picture, version) VALUES (?, ?, ?) ON CONFLICT (member_id) DO UPDATE SET picture = excluded.picture, version = excluded.version',
    ).run(memberId, content, version);
    db.prepare('UPDATE members SET head_icon = ? WHERE id = ?').run(CUSTOM_AVATAR, memberId);
  }
  return headIcon(db, brand, memberId);
}

/** The picture at `<member id>-<version>.jpg`, or null (an old version, or none). */
export function avatarPicture(db: DatabaseSync, file: string): { content: Uint8Array; mimeType: string } | null {
  const match = /^(\d+)-([0-9a-f]{12})\.jpg$/.exec(file);
  if (!match) return null;
  const row = db.prepare('SELECT picture, version FROM member_avatars WHERE member_id = ?').get(Number(match[1])) as
    { picture: Uint8Array; version: string } | undefined;
  if (!row || row.version !== match[2]) return null;
  return { content: row.picture, mimeType: row.picture[0] === 0x89 ? 'image/png' : 'image/jpeg' };
}
