export {
  Carousel,
  CAROUSEL_AUTOPLAY_MS,
  wrapIndex,
  type CarouselProps,
  type CarouselSlide,
} from './Carousel';
