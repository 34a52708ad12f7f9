export {
  StatCard,
  StatCards,
  defaultStatCardLabels,
  statCardTrends,
  type StatCardLabels,
  type StatCardProps,
  type StatCardsProps,
  type StatCardTrend,
} from './StatCard';
