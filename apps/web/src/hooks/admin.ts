import useSWR from 'swr';
import {
  getAdminAudit,
  getAdminDashboard,
  getAdminMe,
  getAdminOrder,
  getAdminProduct,
  getInboxMessage,
  listInboxMessages,
  listAdminProducts,
  listAdminUsers,
  searchAdminOrders,
} from '../api/admin';
import type { InboxQuery } from '@keyshop/contracts/operator';
import { ApiError } from '../api/client';
import { useAuth } from '../state/auth';

// Keyed by the signed-in user, so another sign-in never sees the previous one's answers; signed out asks nothing.
const adminKeys = {
  me: (userId: string) => ['admin-me', userId] as const,
  dashboard: (userId: string) => ['admin-dashboard', userId] as const,
  orders: (userId: string, q: string, page: number) => ['admin-orders', userId, q, page] as const,
  order: (userId: string, orderId: string) => ['admin-order', userId, orderId] as const,
  audit: (userId: string, page: number) => ['admin-audit', userId, page] as const,
  users: (userId: string, q: string, page: number) => ['admin-users', userId, q, page] as const,
  products: (userId: string, q: string, page: number) => ['admin-products', userId, q, page] as const,
  product: (userId: string, productId: number) => ['admin-product', userId, productId] as const,
  inbox: (userId: string, status: string, kind: string, page: number) =>
    ['admin-inbox', userId, status, kind, page] as const,
  message: (userId: string, id: string) => ['admin-message', userId, id] as const,
};

// The operator's pages show what is true now: no cached answer is trusted on focus or reconnect.
const live = { revalidateOnFocus: true, revalidateIfStale: true, keepPreviousData: true };

/** Whether the signed-in user is an admin: the data, or a 403 (shopper) / 401 ApiError. */
export function useAdminMe() {
  const { user } = useAuth();
  return useSWR(user ? adminKeys.me(user.id) : null, () => getAdminMe(), {
    shouldRetryOnError: false,
    revalidateIfStale: true,
  });
}

export function useAdminDashboard() {
  const { user } = useAuth();
  return useSWR(user ? adminKeys.dashboard(user.id) : null, () => getAdminDashboard(), live);
}

export function useAdminOrders(q: string, page: number) {
  const { user } = useAuth();
  return useSWR(
    user ? adminKeys.orders(user.id, q.trim(), page) : null,
    ([, , text, n]) => searchAdminOrders(text, n),
    live,
  );
}

export function useAdminOrder(orderId: string | undefined) {
  const { user } = useAuth();
  return useSWR(user && orderId ? adminKeys.order(user.id, orderId) : null, ([, , id]) => getAdminOrder(id), {
    ...live,
    keepPreviousData: false,
  });
}

export function useAdminAudit(page: number) {
  const { user } = useAuth();
  return useSWR(user ? adminKeys.audit(user.id, page) : null, ([, , n]) => getAdminAudit(n), live);
}

export function useAdminUsers(q: string, page: number) {
  const { user } = useAuth();
  return useSWR(
    user ? adminKeys.users(user.id, q.trim(), page) : null,
    ([, , text, n]) => listAdminUsers(text, n),
    live,
  );
}

export function useAdminProducts(q: string, page: number) {
  const { user } = useAuth();
  return useSWR(
    user ? adminKeys.products(user.id, q.trim(), page) : null,
    ([, , text, n]) => listAdminProducts(text, n),
    live,
  );
}

const productNotFound = new ApiError('Product not found', 404);

/**
 * A product as the operator edits it (published or not), by the route's `:id`; an id that cannot be one is
 * "not found" without a request.
 */
export function useAdminProduct(productId: number) {
  const { user } = useAuth();
  const valid = Number.isSafeInteger(productId) && productId > 0;
  const product = useSWR(
    user && valid ? adminKeys.product(user.id, productId) : null,
    ([, , id]) => getAdminProduct(id),
    {
      ...live,
      keepPreviousData: false,
    },
  );
  return { data: product.data, error: valid ? product.error : productNotFound, mutate: product.mutate };
}

/** The inbox's page: '' for a filter means any. */
export function useInbox(status: InboxQuery['status'], kind: InboxQuery['kind'], page: number) {
  const { user } = useAuth();
  return useSWR(
    user ? adminKeys.inbox(user.id, status ?? '', kind ?? '', page) : null,
    () => listInboxMessages({ status, kind }, page),
    live,
  );
}

export function useInboxMessage(id: string | undefined) {
  const { user } = useAuth();
  return useSWR(
    user && id ? adminKeys.message(user.id, id) : null,
    ([, , messageId]) => getInboxMessage(messageId),
    {
      ...live,
      keepPreviousData: false,
    },
  );
}
