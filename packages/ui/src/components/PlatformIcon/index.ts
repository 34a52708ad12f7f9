export {
  PlatformIcon,
  platformIconLabelModes,
  platformIconNames,
  platformIconSizes,
  platformIconVariants,
  platformLabel,
  platformLabels,
  resolvePlatformIcon,
  type PlatformIconLabelMode,
  type PlatformIconName,
  type PlatformIconProps,
} from './PlatformIcon';
export { PlatformList, type PlatformListProps } from './PlatformList';
