/**
 * The site's own tuning: the breakpoints its scripts read, the projects pages' throttle and
 * thresholds, and the contact success timeout. Only the site uses them, so they live here rather
 * than in @studio/contracts; CSS repeats these breakpoints in its media queries, and keeps the
 * ones no script reads (the footer's accordions, the FAQ's paired heights) to itself.
 */

export const BREAKPOINTS = {
  /** The header's links fold into the menu overlay up to and including this width. */
  menuMax: 900,
  /** Projects page: mobile layout up to and including this width, desktop card stack above. */
  projectsDesktopMin: 1024,
} as const

export const PROJECTS_WHEEL_THROTTLE_MS = 650
/** A vertical swipe shorter than this is a tap or a wobble, not a move through the stack. */
export const STACK_SWIPE_MIN_PX = 40
export const SECTION_IN_VIEW_THRESHOLD = 0.28
export const DOT_NAV_THRESHOLDS = [0, 0.25, 0.5, 0.75, 1] as const
export const DOT_NAV_ROOT_MARGIN = '-20% 0px -20% 0px'
export const CONTACT_SUCCESS_HIDE_MS = 6000

/** Two-digit zero-padded index used by the projects pages: 1 -> "01". */
export function formatProjectIndex(index: number): string {
  return String(index).padStart(2, '0')
}
