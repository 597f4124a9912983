/**
 * The static paths of one page component: every path whose route names it (src/shell/routes.ts
 * `page`), in every language of every brand of the build. Each page component has its own page
 * file, `src/pages/[...<name>].astro`, so that Astro gives each page only the styles its own
 * component tree imports; one page file for every route inlined every page's styles into every page.
 * A build renders many brands at once, each brand's pages under `<brand id>/` (moved to
 * dist/<id>/ after, scripts/build-brands.ts); the dev server serves its one brand at the root.
 */
import { builtBrands, prefixed } from 'virtual:brand-build';
import type { LanguageCode } from '../constants.ts';
import { languagePrefix, PAGE_PATHS, routeFor } from '../shell/routes.ts';

export interface RouteProps {
  /** The brand whose page this is (src/layouts/RoutePage.astro points `virtual:brand` at it). */
  brand: string;
  /** The path without language prefix, as the route table writes it (`/m/help`). */
  path: string;
  language: LanguageCode;
}

/** `content/help/HelpPage` → `help`: the rest parameter, and so the file name `[...help].astro`, of its page file. */
export function pageParam(page: string): string {
  const name = page.slice(page.lastIndexOf('/') + 1).replace(/Page$/, '');
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** Where the build writes a brand's pages: `lotus/` (a build), `` (the dev server). */
export const brandDir = (brand: string): string => (prefixed ? `/${brand}` : '');

/** The rest parameter of a page at `url` (`/en/m/help`) of `brand`; undefined for the root. */
export const restParam = (brand: string, url: string): string | undefined => `${brandDir(brand)}${url}`.replace(/^\//, '') || undefined;

/** The paths of `page`, for the `getStaticPaths` of its page file. */
export function routePaths(page: string) {
  const served = PAGE_PATHS.filter((path) => routeFor(path).page === page);
  if (served.length === 0) throw new Error(`src/pages/[...${pageParam(page)}].astro: no route in src/shell/routes.ts names page "${page}"`);
  return builtBrands.flatMap((brand) =>
    brand.languages.flatMap((language) =>
      served.map((path) => {
        const url = `${languagePrefix(language, brand.defaultLanguage)}${path === '/' ? '' : path}`;
        const props: RouteProps = { brand: brand.id, path, language };
        return { params: { [pageParam(page)]: restParam(brand.id, url) }, props };
      }),
    ),
  );
}
