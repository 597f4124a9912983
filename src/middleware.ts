/**
 * Runs on every page as the build prerenders it: Burmese words of the page's text go into word
 * spans, so lines break between words (src/i18n/myanmar-words.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { wrapBurmeseWords } from './i18n/myanmar-words.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(wrapBurmeseWords(await response.text()), response);
});
