export {
  StockNotice,
  defaultStockNoticeLabels,
  type StockNoticeLabels,
  lowStockThreshold,
  stockNoticeVariants,
  stockState,
  stockStates,
  type StockNoticeProps,
  type StockState,
} from './StockNotice';
