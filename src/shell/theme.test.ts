import { describe, expect, it } from 'vitest';
import { loadBrand } from '../brand/load.ts';
import { themeCss } from './theme.ts';

describe('theme tokens', () => {
  const brand = loadBrand('lotus');
  it("one rule per theme with the brand colours and that theme's logo", () => {
    const css = themeCss(brand);
    expect(css).toContain(`html[data-theme="dark"]{color-scheme:dark;--logo:url("/brand/logo.svg");--primary:${brand.theme.dark.primary}`);
    expect(css).toContain(`html[data-theme="light"]{color-scheme:light;--logo:url("/brand/logo-light.svg");--primary:${brand.theme.light.primary}`);
    expect(css).toContain('--on-primary:');
    expect(css).toContain('--page-transition:300ms');
  });
  it('a brand without a light logo uses its logo in both themes', () => {
    const css = themeCss({ ...brand, assets: { ...brand.assets, logoLight: undefined } });
    expect(css).toContain('html[data-theme="light"]{color-scheme:light;--logo:url("/brand/logo.svg")');
  });
});
