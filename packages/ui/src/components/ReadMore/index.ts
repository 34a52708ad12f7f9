export { ReadMore, type ReadMoreProps } from './ReadMore';
