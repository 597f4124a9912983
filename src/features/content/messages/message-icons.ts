/** Stroke icons of the message centre's entries that the shared set (src/components/icon-paths.ts) lacks, in its 24×24 style. */
export const MESSAGE_ICON_PATHS = {
  telegram: 'M21 4L3 11l6 2.5M21 4l-3 16-9-6.5M21 4L9 13.5V19l3-3.5',
  announcements: 'M4 10v4a1 1 0 001 1h2l5 4V5L7 9H5a1 1 0 00-1 1zm12-2a5 5 0 010 8m2.5-10.5a8.5 8.5 0 010 13',
  inbox: 'M3 6h18v12H3zm0 0l9 7 9-7',
} as const;
