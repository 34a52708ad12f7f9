export { ReadMore, defaultReadMoreLabels, type ReadMoreLabels, type ReadMoreProps } from './ReadMore';
