export {
  RegionNotice,
  defaultRegionNoticeLabels,
  regionNoticeStates,
  regionNoticeVariants,
  type RegionNoticeLabels,
  type RegionNoticeProps,
  type RegionNoticeState,
} from './RegionNotice';
