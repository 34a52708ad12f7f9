export { ProductGallery, thumbnailScrollStep, type ProductGalleryProps } from './ProductGallery';
