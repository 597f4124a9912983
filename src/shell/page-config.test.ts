import { describe, expect, it } from 'vitest';
import { pageConfig } from './page-config.ts';

describe('page configuration', () => {
  const KEY = pageConfig<{ language: string; texts: { empty: string } }>('notice-detail', 'language', 'texts');

  it('is written as one data attribute and read back whole, quotes and markup included', () => {
    const written = KEY.attribute({ language: 'my', texts: { empty: 'None "yet" <b>' } });
    expect(Object.keys(written)).toEqual(['data-notice-detail']);
    expect(KEY.selector).toBe('[data-notice-detail]');
    // What the browser's getAttribute gives back for the attribute the page carries.
    const element = { getAttribute: (name: string) => written[name] ?? null } as unknown as HTMLElement;
    expect(KEY.of(element)).toEqual({ language: 'my', texts: { empty: 'None "yet" <b>' } });
  });

  it('stops, naming the attribute, at a configuration without the fields the key names', () => {
    const element = { getAttribute: () => JSON.stringify({ language: 'my' }) } as unknown as HTMLElement;
    expect(() => KEY.of(element)).toThrow('data-notice-detail');
    const broken = { getAttribute: () => '{"language":' } as unknown as HTMLElement;
    expect(() => KEY.of(broken)).toThrow('data-notice-detail');
  });
});
