import { readdirSync, readFileSync } from 'node:fs';
import * as brand from 'virtual:brand';
import { describe, expect, it } from 'vitest';
import { languagePrefix, PAGE_PATHS, ROUTES } from '../shell/routes.ts';
import { pageParam, routePaths } from './route-paths.ts';

const PAGES_DIR = new URL('../pages/', import.meta.url);
const pages = [...new Set(Object.values(ROUTES).map((route) => route.page))].sort();
const pageFiles = readdirSync(PAGES_DIR).filter((file) => /^\[\.\.\.\w+\]\.astro$/.test(file));

describe('one page file per page component', () => {
  it.each(pages)('%s has src/pages/[...<name>].astro, which renders it at its routes', (page) => {
    const file = `[...${pageParam(page)}].astro`;
    expect(pageFiles, `src/pages/${file} is missing`).toContain(file);
    const source = readFileSync(new URL(file, PAGES_DIR), 'utf8');
    expect(source).toContain(`import Page from '../features/${page}.astro';`);
    expect(source).toContain(`routePaths('${page}')`);
  });

  it('no page file for a page no route names', () => {
    expect(pageFiles.sort()).toEqual(pages.map((page) => `[...${pageParam(page)}].astro`).sort());
  });

  it('together they build every path in every language exactly once', () => {
    const built = pages.flatMap((page) => routePaths(page).map(({ props }) => `${props.language} ${props.path}`));
    const expected = brand.languages.flatMap((language) => PAGE_PATHS.map((path) => `${language} ${path}`));
    expect(built.sort()).toEqual(expected.sort());
  });

  it('the default language at the path itself, the others under their code', () => {
    const other = brand.languages.find((language) => language !== brand.defaultLanguage)!;
    const params = routePaths('content/help/HelpPage').map(({ params }) => params.help);
    expect(params).toEqual(expect.arrayContaining(['m/help', `${languagePrefix(other, brand.defaultLanguage).slice(1)}/m/help`]));
    expect(routePaths('home/home/HomePage').map(({ params }) => params.home)).toContain(undefined); // `/`
  });

  it('a page no route names stops the build, naming its file', () => {
    expect(() => routePaths('content/help/MissingPage')).toThrow(
      'src/pages/[...missing].astro: no route in src/shell/routes.ts names page "content/help/MissingPage"',
    );
  });
});
