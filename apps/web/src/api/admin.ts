import {
  adminDashboardSchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  coverResponseSchema,
  adminMeResponseSchema,
  adminOrderDetailSchema,
  adminOrdersResponseSchema,
  adminRefundResponseSchema,
  adminApiPaths,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  auditResponseSchema,
  inboxListResponseSchema,
  inboxMessageSchema,
  keyImportReportSchema,
  lowStockThresholdResponseSchema,
  messageResponseSchema,
  type AdminDashboard,
  type AdminMeResponse,
  type AdminOrderDetail,
  type AdminOrdersResponse,
  type AdminProductListResponse,
  type AdminProductRequestInput,
  type AdminProductResponse,
  type AdminUserResponse,
  type AdminUsersResponse,
  type UserRole,
  type AuditResponse,
  type CoverResponse,
  type InboxListResponse,
  type InboxMessage,
  type InboxQuery,
  type KeyImportFormat,
  type KeyImportReport,
  type LowStockThresholdResponse,
  type Order,
} from '@keyshop/contracts/operator';
import type { z } from 'zod/mini';
import { ApiError, apiErrorOf, apiFetch, apiUrl, InvalidResponseError } from './client';

// The operator's calls (/api/admin/…): a stranger's answer is 401, a shopper's 403 (an ApiError with that status).

/** Rows per page of the admin lists. */
export const ADMIN_PAGE_SIZE = 25;

const pageQuery = (page: number, extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...extra, page: String(page), pageSize: String(ADMIN_PAGE_SIZE) }).toString();

export function getAdminMe(signal?: AbortSignal): Promise<AdminMeResponse> {
  return apiFetch(adminApiPaths.me, { schema: adminMeResponseSchema, signal });
}

export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return apiFetch(adminApiPaths.dashboard, {
    schema: adminDashboardSchema,
    signal,
    errorMessage: 'The dashboard could not be loaded.',
  });
}

/** Orders by number (`#1A2B…`), e-mail or key; a blank search lists the latest. */
export function searchAdminOrders(
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminOrdersResponse> {
  return apiFetch(`${adminApiPaths.orders}?${pageQuery(page, { q: q.trim() })}`, {
    schema: adminOrdersResponseSchema,
    signal,
    errorMessage: 'The orders could not be loaded.',
  });
}

export function getAdminOrder(orderId: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return apiFetch(adminApiPaths.order(orderId), {
    schema: adminOrderDetailSchema,
    signal,
    errorMessage: 'The order could not be loaded.',
  });
}

/** Refunds every key of the order the shopper's refund rules allow, through the payment provider. */
export function refundAdminOrder(orderId: string): Promise<Order> {
  return apiFetch(adminApiPaths.refundOrder(orderId), {
    method: 'POST',
    body: {},
    schema: adminRefundResponseSchema,
    errorMessage: 'The refund could not be made.',
  }).then(({ order }) => order);
}

/** Sends the paid order's e-mail again; answers the message saying where it went. */
export function resendAdminOrderEmail(orderId: string): Promise<string> {
  return apiFetch(adminApiPaths.resendOrderEmail(orderId), {
    method: 'POST',
    body: {},
    schema: messageResponseSchema,
    errorMessage: 'The e-mail could not be sent.',
  }).then(({ message }) => message);
}

/** Accounts by part of an e-mail or username; a blank search lists the newest. */
export function listAdminUsers(q: string, page: number, signal?: AbortSignal): Promise<AdminUsersResponse> {
  return apiFetch(`${adminApiPaths.users}?${pageQuery(page, { q: q.trim() })}`, {
    schema: adminUsersResponseSchema,
    signal,
    errorMessage: 'The accounts could not be loaded.',
  });
}

/** Promotes or demotes; the server refuses to demote the last admin (409 with its reason). */
export function setAdminUserRole(userId: string, role: UserRole): Promise<AdminUserResponse> {
  return apiFetch(adminApiPaths.userRole(userId), {
    method: 'PUT',
    body: { role },
    schema: adminUserResponseSchema,
    errorMessage: 'The role could not be changed.',
  });
}

/** Signs the account out everywhere. */
export function endAdminUserSessions(userId: string): Promise<AdminUserResponse> {
  return apiFetch(adminApiPaths.userSessions(userId), {
    method: 'DELETE',
    schema: adminUserResponseSchema,
    errorMessage: 'The sessions could not be ended.',
  });
}

export function getAdminAudit(page: number, signal?: AbortSignal): Promise<AuditResponse> {
  return apiFetch(`${adminApiPaths.audit}?${pageQuery(page)}`, {
    schema: auditResponseSchema,
    signal,
    errorMessage: 'The audit log could not be loaded.',
  });
}

/** The inbox's page of messages, newest first, optionally only open or handled ones of one kind. */
export function listInboxMessages(
  filter: Pick<InboxQuery, 'status' | 'kind'>,
  page: number,
  signal?: AbortSignal,
): Promise<InboxListResponse> {
  const extra = Object.fromEntries(Object.entries(filter).filter(([, value]) => value)) as Record<
    string,
    string
  >;
  return apiFetch(`${adminApiPaths.messages}?${pageQuery(page, extra)}`, {
    schema: inboxListResponseSchema,
    signal,
    errorMessage: 'The inbox could not be loaded.',
  });
}

export function getInboxMessage(id: string, signal?: AbortSignal): Promise<InboxMessage> {
  return apiFetch(adminApiPaths.message(id), {
    schema: inboxMessageSchema,
    signal,
    errorMessage: 'The message could not be loaded.',
  });
}

/** true: handled; false: open again. */
export function setInboxMessageHandled(id: string, handled: boolean): Promise<InboxMessage> {
  return apiFetch(adminApiPaths.messageHandled(id), {
    method: 'PUT',
    body: { handled },
    schema: inboxMessageSchema,
    errorMessage: 'The message could not be updated.',
  });
}

/** E-mails the reply to the message's address; the answer is the message, handled, with the reply. */
export function replyToInboxMessage(id: string, text: string): Promise<InboxMessage> {
  return apiFetch(adminApiPaths.messageReply(id), {
    method: 'POST',
    body: { text },
    schema: inboxMessageSchema,
    errorMessage: 'The reply could not be sent.',
  });
}

/** A product's own low-stock threshold; null returns it to the shop's default. */
export function setLowStockThreshold(
  productId: number,
  threshold: number | null,
): Promise<LowStockThresholdResponse> {
  return apiFetch(adminApiPaths.lowStock(productId), {
    method: 'PUT',
    body: { threshold },
    schema: lowStockThresholdResponseSchema,
    errorMessage: 'The threshold could not be saved.',
  });
}

/** Products in id order, published or not; `q` finds an id or part of a name. */
export function listAdminProducts(
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminProductListResponse> {
  return apiFetch(`${adminApiPaths.products}?${pageQuery(page, { q: q.trim() })}`, {
    schema: adminProductListResponseSchema,
    signal,
    errorMessage: 'The products could not be loaded.',
  });
}

export function getAdminProduct(productId: number, signal?: AbortSignal): Promise<AdminProductResponse> {
  return apiFetch(adminApiPaths.product(productId), {
    schema: adminProductResponseSchema,
    signal,
    errorMessage: 'The product could not be loaded.',
  });
}

/** Creates a product (unpublished) or, with an id, replaces its fields; a refused field is named in `errors`. */
export function saveAdminProduct(
  productId: number | undefined,
  product: AdminProductRequestInput,
): Promise<AdminProductResponse> {
  return apiFetch(productId === undefined ? adminApiPaths.products : adminApiPaths.product(productId), {
    method: productId === undefined ? 'POST' : 'PUT',
    body: product,
    schema: adminProductResponseSchema,
    errorMessage: 'The product could not be saved.',
  });
}

export function setProductPublished(productId: number, published: boolean): Promise<AdminProductResponse> {
  return apiFetch(adminApiPaths.publish(productId), {
    method: 'PUT',
    body: { published },
    schema: adminProductResponseSchema,
    errorMessage: published ? 'The product could not be published.' : 'The product could not be hidden.',
  });
}

/** Replaces the product's sale: its price from `startsAt` to `endsAt` (ISO date-times). */
export function setProductSale(
  productId: number,
  sale: { price: string; startsAt: string; endsAt: string },
): Promise<AdminProductResponse> {
  return apiFetch(adminApiPaths.sale(productId), {
    method: 'PUT',
    body: sale,
    schema: adminProductResponseSchema,
    errorMessage: 'The sale could not be saved.',
  });
}

export function cancelProductSale(productId: number): Promise<AdminProductResponse> {
  return apiFetch(adminApiPaths.sale(productId), {
    method: 'DELETE',
    schema: adminProductResponseSchema,
    errorMessage: 'The sale could not be cancelled.',
  });
}

/** CSV by its name or type; anything else is read as one key per line. */
export const keyFileFormat = (file: File): KeyImportFormat =>
  /\.csv$/i.test(file.name) || file.type === 'text/csv' ? 'csv' : 'text';

export interface KeyFileUpload {
  /** Count only (a dry run), or add the keys (a commit). */
  dryRun: boolean;
  /** The signed-in admin's token. */
  token: string | null;
  /** Per cent of the file sent so far. */
  onProgress?: (percent: number) => void;
}

interface FileUpload<T> extends Pick<KeyFileUpload, 'token' | 'onProgress'> {
  schema: z.ZodMiniType<T>;
  /** The Content-Type of a file the browser gave none. */
  defaultType: string;
  /** Shown when the answer names no problem of its own. */
  errorMessage: string;
}

/** Sends a file as the request body and parses the answer, reporting upload progress. */
function uploadFile<T>(
  path: string,
  file: File,
  { token, onProgress, schema, defaultType, errorMessage }: FileUpload<T>,
): Promise<T> {
  // Through XMLHttpRequest, the one browser API that reports upload progress.
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', file.type || defaultType);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(errorMessage, 0));
    request.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(request.responseText);
      } catch {
        data = request.responseText || undefined;
      }
      if (request.status < 200 || request.status >= 300)
        return reject(apiErrorOf(request.status, data, errorMessage));
      const parsed = schema.safeParse(data);
      if (parsed.success) resolve(parsed.data);
      else reject(new InvalidResponseError(request.status, data));
    };
    request.send(file);
  });
}

/**
 * Sends a key file for a product as the request body: a dry run counts what a commit would add; a commit adds it,
 * all or nothing.
 */
export function importKeyFile(
  productId: number,
  file: File,
  { dryRun, token, onProgress }: KeyFileUpload,
): Promise<KeyImportReport> {
  const query = new URLSearchParams({ format: keyFileFormat(file), ...(dryRun ? { dryRun: '1' } : {}) });
  return uploadFile(`${adminApiPaths.keyImport(productId)}?${query}`, file, {
    token,
    onProgress,
    schema: keyImportReportSchema,
    defaultType: 'text/plain',
    errorMessage: dryRun ? 'The file could not be checked.' : 'The keys could not be imported.',
  });
}

/** Makes an image (PNG, JPEG or WebP, checked by the API by its bytes) the product's cover. */
export function uploadProductCover(
  productId: number,
  file: File,
  { token, onProgress }: Pick<KeyFileUpload, 'token' | 'onProgress'>,
): Promise<CoverResponse> {
  return uploadFile(adminApiPaths.cover(productId), file, {
    token,
    onProgress,
    schema: coverResponseSchema,
    defaultType: 'application/octet-stream',
    errorMessage: 'The cover could not be uploaded.',
  });
}
