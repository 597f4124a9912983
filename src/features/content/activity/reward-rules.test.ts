import { describe, expect, it } from 'vitest';
import { canSubmit, remarksCounter } from './reward-rules.ts';

describe('reward submit rule (G §4)', () => {
  it('both required: both must be filled', () => {
    const both = { remarkRequired: 'Y', imageRequired: 'Y' } as const;
    expect(canSubmit(both, 'my remarks', 1)).toBe(true);
    expect(canSubmit(both, 'my remarks', 0)).toBe(false);
    expect(canSubmit(both, '', 2)).toBe(false);
    expect(canSubmit(both, '   ', 2)).toBe(false); // blank is not filled
  });

  it('one required: only that one counts', () => {
    expect(canSubmit({ remarkRequired: 'Y', imageRequired: 'N' }, 'remarks', 0)).toBe(true);
    expect(canSubmit({ remarkRequired: 'Y', imageRequired: 'N' }, '', 3)).toBe(false);
    expect(canSubmit({ remarkRequired: 'N', imageRequired: 'Y' }, '', 1)).toBe(true);
    expect(canSubmit({ remarkRequired: 'N', imageRequired: 'Y' }, 'remarks', 0)).toBe(false);
  });

  it('neither required: always enabled', () => {
    expect(canSubmit({ remarkRequired: 'N', imageRequired: 'N' }, '', 0)).toBe(true);
  });
});

describe('remarks counter', () => {
  it('shows n/max', () => {
    expect(remarksCounter('', 140)).toBe('0/140');
    expect(remarksCounter('ငွေသွင်း', 140)).toBe('8/140');
  });
});
