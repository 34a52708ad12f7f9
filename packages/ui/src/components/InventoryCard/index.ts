export {
  InventoryCard,
  defaultInventoryCardLabels,
  inventoryCardHeadingLevels,
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
  type InventoryGridProps,
} from './InventoryGrid';
