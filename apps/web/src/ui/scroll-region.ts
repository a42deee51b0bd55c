/**
 * The props of a box that scrolls sideways on a narrow screen (a wide table): focusable and named,
 * so a keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable). min-w-0: as a
 * grid or flex item it would otherwise grow to its table's width and push the page sideways;
 * relative: its sr-only cells (absolutely placed) would otherwise escape the scroll box and widen the page.
 */
export function scrollRegion(label: string, className = '') {
  return {
    className: `relative min-w-0 max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent-soft ${className}`.trim(),
    tabIndex: 0,
    role: 'region',
    'aria-label': label,
  } as const;
}
