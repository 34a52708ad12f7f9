export {
  DirectionProvider,
  directions,
  useDirection,
  type Direction,
  type DirectionProviderProps,
} from './DirectionProvider';
