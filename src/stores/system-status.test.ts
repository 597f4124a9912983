import { describe, expect, it } from 'vitest';
import { deriveStatus, parseCachedStatus } from './system-status.ts';

describe('system status', () => {
  it('maintenance wins, then region restriction, else normal', () => {
    expect(deriveStatus({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(deriveStatus({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(deriveStatus({ maintenance: false, regionRestriction: true })).toBe(2);
    expect(deriveStatus({ maintenance: false, regionRestriction: false })).toBe(0);
  });

  it('reads only known cached codes', () => {
    expect(parseCachedStatus('2')).toBe(2);
    expect(parseCachedStatus('7')).toBeNull();
    expect(parseCachedStatus(null)).toBeNull();
  });
});
