import useSWR from 'swr';
import { listInventory } from '../api/inventory';
import { getOrderKeys, listOrders } from '../api/orders';
import { useAuth } from '../state/auth';
import { swrKeys } from './keys';

// Keyed by the user, so a new sign-in never shows the previous user's data; signed out asks nothing.

export function useOrders() {
  const { user } = useAuth();
  return useSWR(user ? swrKeys.orders(user.id) : null, () => listOrders());
}

export function useOrderKeys(orderId: string | undefined) {
  const { user } = useAuth();
  return useSWR(user && orderId ? swrKeys.orderKeys(user.id, orderId) : null, ([, , id]) => getOrderKeys(id));
}

export function useInventory() {
  const { user } = useAuth();
  return useSWR(user ? swrKeys.inventory(user.id) : null, () => listInventory());
}
