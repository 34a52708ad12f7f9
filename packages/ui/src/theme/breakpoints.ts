/**
 * The widths where layouts change, smallest first: the one place every media and container query reads.
 * (CSS custom properties cannot appear in a media or container condition, so these are build-time values.)
 */
export const breakpoints = { sm: '30rem', md: '40rem', lg: '48rem', xl: '60rem' } as const;
export type Breakpoint = keyof typeof breakpoints;

/** `(min-width: 48rem)` for `lg`: a condition for `@container`, or `@media` after `screen and`. */
export const minWidth = (at: Breakpoint) => `(min-width: ${breakpoints[at]})`;
/** `(max-width: 30rem)` for `sm`. */
export const maxWidth = (at: Breakpoint) => `(max-width: ${breakpoints[at]})`;
