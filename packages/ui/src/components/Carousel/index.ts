export {
  Carousel,
  carouselWheelThrottleMs,
  defaultCarouselLabels,
  type CarouselProps,
  type CarouselSlide,
  type CarouselLabels,
} from './Carousel';
