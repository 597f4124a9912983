import { describe, expect, it } from 'vitest';
import { ageConfirmed, ageGateState } from './age.ts';

describe('age confirmation', () => {
  it('a stored age covers limits up to it', () => {
    expect(ageConfirmed('18', 18)).toBe(true);
    expect(ageConfirmed('21', 18)).toBe(true);
    expect(ageConfirmed('18', 21)).toBe(false);
    expect(ageConfirmed(null, 18)).toBe(false);
    expect(ageConfirmed('yes', 18)).toBe(false);
    expect(ageConfirmed('', 18)).toBe(false);
  });

  it('asks from the first paint, shows the exit message after a no, never over a maintenance or restricted page', () => {
    const base = { confirmed: false, declined: false, status: '0' };
    expect(ageGateState(base)).toBe('ask');
    expect(ageGateState({ ...base, status: undefined }), 'status unreachable: the page shows, so does the question').toBe('ask');
    expect(ageGateState({ ...base, declined: true })).toBe('declined');
    expect(ageGateState({ ...base, status: undefined }), 'first visit, over the splash').toBe('ask');
    expect(ageGateState({ ...base, status: '1' })).toBe('hidden');
    expect(ageGateState({ ...base, status: '2', declined: true })).toBe('hidden');
    expect(ageGateState({ ...base, confirmed: true })).toBe('hidden');
  });
});
