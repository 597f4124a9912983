/**
 * Every page component a route row can name (src/shell/routes.ts `page`), by file. Its own module,
 * imported after the layout, so the layout's global styles come first in the cascade and pages'
 * styles after them, as if each page were imported by hand.
 */
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import type { Route } from '../shell/routes.ts';

const PAGES = import.meta.glob<{ default: AstroComponentFactory }>('../features/*/*Page.astro', { eager: true });

export function pageComponent(route: Route): AstroComponentFactory {
  const page = PAGES[`../features/${route.page}.astro`]?.default;
  if (!page) throw new Error(`src/shell/routes.ts: route "${route.name}" names page "${route.page}", but src/features/${route.page}.astro does not exist`);
  return page;
}
