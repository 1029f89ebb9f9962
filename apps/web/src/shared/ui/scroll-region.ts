/**
 * Props of a container that scrolls sideways when its content is wider than the screen (a table on a phone): it
 * takes the keyboard's focus, so the arrow keys can scroll it, and, given a `label`, is a region of that name for
 * whoever lands on it.
 */
export const scrollRegion = (label?: string) =>
  label ? ({ tabIndex: 0, role: 'region', 'aria-label': label } as const) : ({ tabIndex: 0 } as const);
