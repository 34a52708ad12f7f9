export {
  ProductGallery,
  defaultProductGalleryLabels,
  type ProductGalleryLabels,
  thumbnailScrollStep,
  type ProductGalleryProps,
} from './ProductGallery';
