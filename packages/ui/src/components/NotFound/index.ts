export { NotFound, type NotFoundLinkProps, type NotFoundProps } from './NotFound';
