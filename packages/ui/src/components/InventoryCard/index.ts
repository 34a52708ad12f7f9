export {
  InventoryCard,
  defaultInventoryCardLabels,
  inventoryCardStates,
  inventoryCopyStates,
  writeToClipboard,
  type InventoryCardLabels,
  type InventoryCardProps,
  type InventoryCardState,
  type InventoryCopyState,
} from './InventoryCard';
export {
  InventoryGrid,
  defaultInventoryGridLabels,
  type InventoryGridLabels,
  type InventoryGridHrefs,
  type InventoryGridProps,
} from './InventoryGrid';
