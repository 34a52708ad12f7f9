export {
  StockNotice,
  lowStockThreshold,
  stockNoticeVariants,
  stockState,
  stockStates,
  type StockNoticeProps,
  type StockState,
} from './StockNotice';
