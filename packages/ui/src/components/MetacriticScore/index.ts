export {
  MetacriticScore,
  defaultMetacriticScoreLabels,
  metacriticScoreVariants,
  metacriticThresholds,
  metacriticTone,
  metacriticTones,
  type MetacriticScoreLabels,
  type MetacriticScoreProps,
  type MetacriticTone,
} from './MetacriticScore';
