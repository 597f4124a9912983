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
export const sun = 'M12 16a4 4 0 100-8 4 4 0 000 8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4';
export const help = 'M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9.5a2.5 2.5 0 115 0c0 1.7-2.5 2-2.5 3.8M12 17h.01';
export const settings = 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4';
export const home = 'M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5';
export const slots = 'M3 6h14v14H3zM3 10h14M3 16h14M7.7 10v6M12.3 10v6M17 12h2.5V7M19.5 5.5h.01';
export const crown = 'M3 19h18M4 16L3 7l5 4 4-6 4 6 5-4-1 9z';
export const fish = 'M2 12c3-5 10-7 15-2l4-3v10l-4-3c-5 5-12 3-15-2zM8 11h.01';
export const video = 'M3 7h12v10H3zM15 10.5L21 7v10l-6-3.5';
export const ball =
  'M12 21a9 9 0 100-18 9 9 0 000 18zM12 8l3.8 2.8-1.5 4.4H9.7l-1.5-4.4zM12 8V3M15.8 10.8l4.3-1.4M14.3 15.2L17 19M9.7 15.2L7 19M8.2 10.8L3.9 9.4';
export const spade = 'M12 3c-3 4-8 6-8 10a4 4 0 007 2.6L10 21h4l-1-5.4A4 4 0 0020 13c0-4-5-6-8-10z';
export const rooster = 'M7 21h10M12 21v-5M6 10a4 4 0 018 0v2a4 4 0 01-4 4H9a4 4 0 01-3-1.4zM8 6l1-3 1 2 1-2 1 3M14 9.5l3 1.2-3 1.3M9.5 9.5h.01';
export const ticket = 'M3 7h18v3a2 2 0 000 4v3H3v-3a2 2 0 000-4zM9 7v10';
// Support channels: simple strokes of each brand's mark, so a player knows the app before tapping.
export const telegram = 'M21.5 4.5L2.5 11.8l5.8 2.1L10.5 20l3.3-3.9 4.8 3.6zM8.3 13.9L21.5 4.5 10.5 20';
export const whatsapp =
  'M3.5 20.5l1.3-4.3a8.5 8.5 0 113.6 3.4zM9 7.5c-.8.5-1 1.5-.6 2.6.9 2.3 2.9 4.3 5.2 5.2 1.1.4 2.1.2 2.6-.6l.3-1.2-2.2-1-.9.9a5.6 5.6 0 01-2.8-2.8l.9-.9-1-2.2z';
export const facebook = 'M13.5 21v-7.5h2.8l.4-3.2h-3.2V8.2c0-.9.3-1.6 1.7-1.6h1.7V3.8a20 20 0 00-2.5-.1c-2.5 0-4.1 1.5-4.1 4.2v2.4H7.5v3.2h2.8V21';
