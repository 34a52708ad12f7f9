/** The sticky header's height, set on the root element by `Header`, read by the page's scroll padding. */
export const headerBlockSizeProperty = '--ks-header-block-size';
