export {
  NavigationProgress,
  defaultNavigationProgressLabels,
  type NavigationProgressLabels,
  type NavigationProgressProps,
} from './NavigationProgress';
