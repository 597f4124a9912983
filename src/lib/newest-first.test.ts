import { describe, expect, it } from 'vitest';
import { newestFirst } from './newest-first.ts';

const item = (id: number, date: unknown) => ({ id, date });

describe('newest first', () => {
  it('orders by date, newest first, whatever order the platform sent', () => {
    const list = [item(1, '2026-01-05 09:00:00'), item(2, '2026-01-12 08:00:00'), item(3, '2026-01-02 00:00:00'), item(4, '2026-01-06 00:00:00')];
    expect(newestFirst(list, (entry) => entry.date).map((entry) => entry.id)).toEqual([2, 4, 1, 3]);
  });

  it('keeps the platform order for equal dates, and puts items without a readable date last, in their order', () => {
    const list = [item(1, '2026-01-01 00:00:00'), item(2, null), item(3, '2026-01-01 00:00:00'), item(4, 'soon'), item(5, '2026-02-01 00:00:00')];
    expect(newestFirst(list, (entry) => entry.date).map((entry) => entry.id)).toEqual([5, 1, 3, 2, 4]);
  });

  it('leaves the given list as it was', () => {
    const list = [item(1, '2026-01-01 00:00:00'), item(2, '2026-01-02 00:00:00')];
    newestFirst(list, (entry) => entry.date);
    expect(list.map((entry) => entry.id)).toEqual([1, 2]);
  });
});
