import { describe, expect, it } from 'vitest';
import { isRecord, parseJson } from './parse-json.ts';

describe('parseJson', () => {
  const isNamed = (value: unknown): value is { name: string } => isRecord(value) && typeof value.name === 'string';

  it('answers the value when it has the shape the guard checks', () => {
    expect(parseJson('{"name":"demo","extra":1}', isNamed)).toEqual({ name: 'demo', extra: 1 });
  });

  it('answers null for no text, text that is not JSON, and JSON of another shape', () => {
    for (const text of [null, undefined, '', '{"name":', 'null', '[]', '{"name":7}', '"demo"']) expect(parseJson(text, isNamed)).toBeNull();
  });

  it('isRecord takes plain objects only', () => {
    expect([{}, { a: 1 }, [], null, 'x', 1].map(isRecord)).toEqual([true, true, false, false, false, false]);
  });
});
