export {
  MetacriticScore,
  metacriticScoreVariants,
  metacriticThresholds,
  metacriticTone,
  metacriticTones,
  type MetacriticScoreProps,
  type MetacriticTone,
} from './MetacriticScore';
