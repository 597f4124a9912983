import { describe, expect, it } from 'vitest';
import { CALL_AREAS, CALL_IDS, CALLS } from './calls.ts';

describe('the call table', () => {
  it('holds each call of each area once: no two areas define the same id', () => {
    const ids = Object.values(CALL_AREAS).flatMap((area) => Object.keys(area));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(CALL_IDS).toHaveLength(ids.length);
  });

  it('names each call by its id', () => {
    for (const id of CALL_IDS) expect(CALLS[id].id).toBe(id);
  });
});
