/**
 * Stroke icon paths (24×24 view box), one export each. Icon.astro (pages, build time) looks them up
 * by name; islands import the ones they draw (`import * as icons` and `icons.star`), so a bundle
 * carries only those: one table read by name in the browser put all of them in every island.
 */
export const back = 'M15 5l-7 7 7 7';
export const menu = 'M4 7h16M4 12h16M4 17h16';
export const close = 'M6 6l12 12M18 6L6 18';
export const service = 'M4 13v-1a8 8 0 0116 0v1M4 13v3a2 2 0 002 2h1v-6H6a2 2 0 00-2 2zm16 0v3a2 2 0 01-2 2h-1v-6h1a2 2 0 012 2zM17 18c0 2-2 3-5 3';
export const download = 'M12 4v11m-5-5l5 5 5-5M5 20h14';
export const share = 'M8 12l8-5M8 12l8 5M6 14a2 2 0 100-4 2 2 0 000 4zm12-5a2 2 0 100-4 2 2 0 000 4zm0 14a2 2 0 100-4 2 2 0 000 4z';
export const games = 'M7 9h4M9 7v4M15 10h.01M18 8h.01M5 5h14a3 3 0 013 3v6a3 3 0 01-3 3h-2l-3-3h-4l-3 3H5a3 3 0 01-3-3V8a3 3 0 013-3z';
export const invite = 'M16 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1m6.5-8a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM19 8v6m3-3h-6';
export const wallet = 'M3 7a2 2 0 012-2h13v4M3 7v11a2 2 0 002 2h15V9H5a2 2 0 01-2-2zm14 7h.01';
export const gift = 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-4-6-1 0 1 1 1 6 1zm0 0c2-4 6-4 6-1 0 1-1 1-6 1z';
export const user = 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 8a7 7 0 0114 0';
export const globe = 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18';
export const moon = 'M20 15A8 8 0 019 4a8 8 0 1011 11z';
export const chat = 'M4 5h16v11H8l-4 4z';
export const chevron = 'M9 6l6 6-6 6';
export const tools = 'M14.7 6.3a4 4 0 00-5.4 5.1L3 17.7V21h3.3l6.3-6.3a4 4 0 005.1-5.4l-2.6 2.6-2.4-.6-.6-2.4z';
export const clock = 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2';
export const lock = 'M6 11h12v9H6zM8 11V8a4 4 0 018 0v3';
export const offline = 'M2 8.8a15 15 0 0120 0M5 12.4a10 10 0 0114 0M8.5 15.9a5 5 0 017 0M12 19.5h.01M3 3l18 18';
export const star = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';
export const search = 'M11 18a7 7 0 100-14 7 7 0 000 14zm5-2l4 4';
export const flame = 'M12 21c-4 0-7-2.7-7-6.5 0-3 2-5 3.5-6.5.3 2 1.3 3 2.5 3.5C11 8 12 5 14.5 3c.4 3 5.5 5.5 5.5 11 0 4-3.5 7-8 7z';
export const filter = 'M4 6h16M7 12h10M10 18h4';
