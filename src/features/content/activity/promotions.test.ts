import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../../contract/schemas.ts';
import { findPromotion } from './promotions.ts';

describe('the promotion of ?id=', () => {
  const promotions = [{ id: 7 }, { id: 12 }] as unknown as Announcement[];
  it('finds a listed id, and nothing for a missing, malformed or unknown one', () => {
    expect(findPromotion(promotions, '12')?.id).toBe(12);
    for (const id of [null, '', '012', '12abc', '-7', '1e1', ' 7', '99']) expect(findPromotion(promotions, id), String(id)).toBeUndefined();
  });
});
