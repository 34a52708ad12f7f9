/**
 * The operator's API paths (under /api/admin), apart from `apiPaths` so that the storefront's pages do not carry
 * them.
 */
export const adminApiPaths = {
  /** Everything under it answers admins only (401 strangers, 403 shoppers). */
  root: '/api/admin',
  me: '/api/admin/me',
  audit: '/api/admin/audit',
  users: '/api/admin/users',
  userRole: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/role`,
  userSessions: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/sessions`,
  dashboard: '/api/admin/dashboard',
  orders: '/api/admin/orders',
  order: (id: string) => `/api/admin/orders/${encodeURIComponent(id)}`,
  refundOrder: (id: string) => `/api/admin/orders/${encodeURIComponent(id)}/refund`,
  resendOrderEmail: (id: string) => `/api/admin/orders/${encodeURIComponent(id)}/resend-email`,
  lowStock: (id: string | number) => `/api/admin/products/${encodeURIComponent(String(id))}/low-stock`,
  products: '/api/admin/products',
  product: (id: string | number) => `/api/admin/products/${encodeURIComponent(String(id))}`,
  publish: (id: string | number) => `/api/admin/products/${encodeURIComponent(String(id))}/published`,
  sale: (id: string | number) => `/api/admin/products/${encodeURIComponent(String(id))}/sale`,
  cover: (id: string | number) => `/api/admin/products/${encodeURIComponent(String(id))}/cover`,
  revealKey: (orderId: string, keyId: string) =>
    `/api/admin/orders/${encodeURIComponent(orderId)}/keys/${encodeURIComponent(keyId)}/reveal`,
  messages: '/api/admin/messages',
  message: (id: string) => `/api/admin/messages/${encodeURIComponent(id)}`,
  messageHandled: (id: string) => `/api/admin/messages/${encodeURIComponent(id)}/handled`,
  messageReply: (id: string) => `/api/admin/messages/${encodeURIComponent(id)}/reply`,
  keyImport: (productId: string | number) =>
    `/api/admin/products/${encodeURIComponent(String(productId))}/keys/import`,
} as const;
