import type { HeaderNavLink } from '@keyshop/ui/components/Header';

/** The operator's pages, under /admin. */
export const adminPaths = {
  dashboard: '/admin',
  products: '/admin/products',
  newProduct: '/admin/products/new',
  product: (productId: number | string) => `/admin/products/${encodeURIComponent(String(productId))}`,
  sale: (productId: number | string) => `/admin/products/${encodeURIComponent(String(productId))}/sale`,
  keyImport: (productId: number | string) => `/admin/products/${encodeURIComponent(String(productId))}/keys`,
  orders: '/admin/orders',
  order: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
  audit: '/admin/audit',
  users: '/admin/users',
  inbox: '/admin/inbox',
  inboxMessage: (id: string) => `/admin/inbox/${encodeURIComponent(id)}`,
} as const;

export const adminNavLinks: readonly HeaderNavLink[] = [
  { label: 'Dashboard', href: adminPaths.dashboard },
  { label: 'Products', href: adminPaths.products },
  { label: 'Orders', href: adminPaths.orders },
  { label: 'Users', href: adminPaths.users },
  { label: 'Audit log', href: adminPaths.audit },
  { label: 'Inbox', href: adminPaths.inbox },
  { label: 'Store', href: '/' },
];
