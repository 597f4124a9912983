// The islands' twin of Icon.astro, decorative (the control carries the label). It takes the path
// itself (`<Icon d={icons.star} />`, ./icon-paths.ts), so an island's bundle holds only its icons.
export function Icon({ d, size = 24, filled = false }: { d: string; size?: number; filled?: boolean }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
