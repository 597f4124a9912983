/**
 * The static paths of one page component: every path whose route names it (src/shell/routes.ts
 * `page`), in every language of the brand. Each page component has its own page file,
 * `src/pages/[...<name>].astro`, so that Astro gives each page only the styles its own component
 * tree imports; one page file for every route inlined every page's styles into every page.
 */
import * as brand from 'virtual:brand';
import type { LanguageCode } from '../constants.ts';
import { languagePrefix, PAGE_PATHS, routeFor } from '../shell/routes.ts';

export interface RouteProps {
  /** The path without language prefix, as the route table writes it (`/m/help`). */
  path: string;
  language: LanguageCode;
}

/** `content/help/HelpPage` → `help`: the rest parameter, and so the file name `[...help].astro`, of its page file. */
export function pageParam(page: string): string {
  const name = page.slice(page.lastIndexOf('/') + 1).replace(/Page$/, '');
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** The paths of `page`, for the `getStaticPaths` of its page file. */
export function routePaths(page: string) {
  const served = PAGE_PATHS.filter((path) => routeFor(path).page === page);
  if (served.length === 0) throw new Error(`src/pages/[...${pageParam(page)}].astro: no route in src/shell/routes.ts names page "${page}"`);
  return brand.languages.flatMap((language) =>
    served.map((path) => {
      const url = `${languagePrefix(language, brand.defaultLanguage)}${path === '/' ? '' : path}`;
      const props: RouteProps = { path, language };
      return { params: { [pageParam(page)]: url.replace(/^\//, '') || undefined }, props };
    }),
  );
}
