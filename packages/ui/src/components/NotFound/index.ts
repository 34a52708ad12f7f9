export {
  NotFound,
  defaultNotFoundLabels,
  type NotFoundHrefs,
  type NotFoundLabels,
  type NotFoundProps,
} from './NotFound';
