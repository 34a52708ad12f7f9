import { style } from '@vanilla-extract/css';

/** An icon that points along the reading direction (a chevron, an arrow): mirrored right to left. */
export const mirroredInRtl = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
