/**
 * The two icons every block shows (drag handle, actions), as plain SVG: one path each instead of an icon component
 * with six or three circles, because a long newsletter mounts hundreds of them at once. They draw the same dots as
 * lucide's grip-vertical and ellipsis (a round cap of width 4 is a circle of radius 1 stroked at 2).
 */
const dots = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 4,
  strokeLinecap: 'round',
  className: 'size-4',
} as const;

export function GripDots() {
  return (
    <svg aria-hidden="true" {...dots}>
      <path d="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01" />
    </svg>
  );
}

export function MoreDots() {
  return (
    <svg aria-hidden="true" {...dots}>
      <path d="M5 12h.01M12 12h.01M19 12h.01" />
    </svg>
  );
}
