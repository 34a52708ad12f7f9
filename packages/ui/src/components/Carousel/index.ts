export {
  Carousel,
  carouselWheelThrottleMs,
  defaultCarouselTexts,
  type CarouselProps,
  type CarouselSlide,
  type CarouselTexts,
} from './Carousel';
