export { NotFound, defaultNotFoundLabels, type NotFoundLabels, type NotFoundProps } from './NotFound';
