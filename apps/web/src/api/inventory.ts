import {
  apiPaths,
  inventoryResponseSchema,
  revealResponseSchema,
  type InventoryResponse,
  type RevealResponse,
} from '@keyshop/contracts';
import { apiFetch } from './client';

export function listInventory(signal?: AbortSignal): Promise<InventoryResponse> {
  return apiFetch(apiPaths.inventory, { schema: inventoryResponseSchema, signal });
}

/** Shows the full key and records when it was first revealed. */
export function revealKey(keyId: string): Promise<RevealResponse> {
  return apiFetch(apiPaths.revealKey(keyId), { method: 'POST', schema: revealResponseSchema });
}
