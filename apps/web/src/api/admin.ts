import {
  adminDashboardSchema,
  adminMeResponseSchema,
  adminOrderDetailSchema,
  adminOrdersResponseSchema,
  adminRefundResponseSchema,
  apiPaths,
  auditResponseSchema,
  keyImportReportSchema,
  lowStockThresholdResponseSchema,
  messageResponseSchema,
  type AdminDashboard,
  type AdminMeResponse,
  type AdminOrderDetail,
  type AdminOrdersResponse,
  type AuditResponse,
  type KeyImportFormat,
  type KeyImportReport,
  type LowStockThresholdResponse,
  type Order,
} from '@keyshop/contracts/operator';
import { ApiError, apiErrorOf, apiFetch, apiUrl, InvalidResponseError } from './client';

// The operator's calls (/api/admin/…): a stranger's answer is 401, a shopper's 403 (an ApiError with that status).

/** Rows per page of the admin lists. */
export const ADMIN_PAGE_SIZE = 25;

const pageQuery = (page: number, extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...extra, page: String(page), pageSize: String(ADMIN_PAGE_SIZE) }).toString();

export function getAdminMe(signal?: AbortSignal): Promise<AdminMeResponse> {
  return apiFetch(apiPaths.adminMe, { schema: adminMeResponseSchema, signal });
}

export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return apiFetch(apiPaths.adminDashboard, {
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
  return apiFetch(`${apiPaths.adminOrders}?${pageQuery(page, { q: q.trim() })}`, {
    schema: adminOrdersResponseSchema,
    signal,
    errorMessage: 'The orders could not be loaded.',
  });
}

export function getAdminOrder(orderId: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return apiFetch(apiPaths.adminOrder(orderId), {
    schema: adminOrderDetailSchema,
    signal,
    errorMessage: 'The order could not be loaded.',
  });
}

/** Refunds every key of the order the shopper's refund rules allow, through the payment provider. */
export function refundAdminOrder(orderId: string): Promise<Order> {
  return apiFetch(apiPaths.adminRefundOrder(orderId), {
    method: 'POST',
    body: {},
    schema: adminRefundResponseSchema,
    errorMessage: 'The refund could not be made.',
  }).then(({ order }) => order);
}

/** Sends the paid order's e-mail again; answers the message saying where it went. */
export function resendAdminOrderEmail(orderId: string): Promise<string> {
  return apiFetch(apiPaths.adminResendOrderEmail(orderId), {
    method: 'POST',
    body: {},
    schema: messageResponseSchema,
    errorMessage: 'The e-mail could not be sent.',
  }).then(({ message }) => message);
}

export function getAdminAudit(page: number, signal?: AbortSignal): Promise<AuditResponse> {
  return apiFetch(`${apiPaths.adminAudit}?${pageQuery(page)}`, {
    schema: auditResponseSchema,
    signal,
    errorMessage: 'The audit log could not be loaded.',
  });
}

/** A product's own low-stock threshold; null returns it to the shop's default. */
export function setLowStockThreshold(
  productId: number,
  threshold: number | null,
): Promise<LowStockThresholdResponse> {
  return apiFetch(apiPaths.adminLowStock(productId), {
    method: 'PUT',
    body: { threshold },
    schema: lowStockThresholdResponseSchema,
    errorMessage: 'The threshold could not be saved.',
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

/**
 * Sends a key file for a product as the request body: a dry run counts what a commit would add; a commit adds it,
 * all or nothing. Through XMLHttpRequest, the one browser API that reports upload progress.
 */
export function importKeyFile(
  productId: number,
  file: File,
  { dryRun, token, onProgress }: KeyFileUpload,
): Promise<KeyImportReport> {
  const query = new URLSearchParams({ format: keyFileFormat(file), ...(dryRun ? { dryRun: '1' } : {}) });
  const fallback = dryRun ? 'The file could not be checked.' : 'The keys could not be imported.';
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(`${apiPaths.adminKeyImport(productId)}?${query}`));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', file.type || 'text/plain');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(fallback, 0));
    request.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(request.responseText);
      } catch {
        data = request.responseText || undefined;
      }
      if (request.status < 200 || request.status >= 300)
        return reject(apiErrorOf(request.status, data, fallback));
      const parsed = keyImportReportSchema.safeParse(data);
      if (parsed.success) resolve(parsed.data);
      else reject(new InvalidResponseError(request.status, data));
    };
    request.send(file);
  });
}
