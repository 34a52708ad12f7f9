export {
  OrderRow,
  defaultOrderRowLabels,
  shortOrderId,
  type OrderRowData,
  type OrderRowLabels,
  type OrderRowPayment,
  type OrderRowProps,
} from './OrderRow';
export { OrderList, defaultOrderListLabels, type OrderListLabels, type OrderListProps } from './OrderList';
