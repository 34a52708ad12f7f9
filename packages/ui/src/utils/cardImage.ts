// How the components that show product art (cards, grid, cart lines, inventory) frame covers of any shape.

export const cardImageFits = ['contain', 'cover'] as const;
export type CardImageFit = (typeof cardImageFits)[number];

export interface CardImageProps {
  /**
   * The covers' aspect ratio, width / height (`'16 / 9'`, `1.5`): the frame takes it, so a cover of that shape
   * shows whole. Each component has its own default (a product card 4 / 3).
   */
  imageAspectRatio?: string | number;
  /**
   * `contain` (the default): the whole cover, letterboxed on the sunken background when its shape differs, so
   * no text or badge painted in it is cut; `cover`: fills the frame and cuts what overflows.
   */
  imageFit?: CardImageFit;
}
