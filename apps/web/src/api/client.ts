import { errorResponseSchema } from '@keyshop/contracts';
import type { z } from 'zod/mini';
import '../zodConfig';

export const INVALID_RESPONSE = 'Invalid response format';
const DEFAULT_ERROR = 'Something went wrong. Please try again.';

export interface FieldError {
  field: string;
  message: string;
}

/** Every failed call: the HTTP status (0 when the server was not reached) and a message fit for people. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: FieldError[],
    /** The raw answer body, for callers that read more than the message (a stock conflict names the product). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** The server answered successfully, but not in the shape the contract describes. */
export class InvalidResponseError extends ApiError {
  override name = 'InvalidResponseError';
  constructor(status: number, body?: unknown) {
    super(INVALID_RESPONSE, status, undefined, body);
  }
}

/**
 * What the client takes from outside: the API origin, the bearer token of the current session, and what a
 * rejected session means to the app. The app wires it once (state/apiSession.ts); this layer imports nothing
 * from state or navigation.
 */
export interface ApiConfig {
  /** The API origin; empty means the page's own origin. */
  baseUrl: string;
  token: () => string | null;
  /** A 401 on a call that expects none: the session expired. */
  onUnauthorized: () => void;
}

// Same origin by default: the API serves the app.
const config: ApiConfig = {
  baseUrl: (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, ''),
  token: () => null,
  onUnauthorized: () => {},
};

export function configureApi(next: Partial<ApiConfig>): void {
  Object.assign(config, next);
}

/** Whether calls carry a bearer token. */
export const hasToken = (): boolean => Boolean(config.token());

/** Points calls at another API origin (tests use it to simulate an unreachable API). */
export function setApiBaseUrl(url: string): void {
  config.baseUrl = url.replace(/\/$/, '');
}

/** The API origin; empty means the page's own origin. */
export function apiBaseUrl(): string {
  return config.baseUrl;
}

export function apiUrl(path: string): string {
  return `${config.baseUrl}${path}`;
}

export interface ApiFetchOptions<T> {
  schema: z.ZodMiniType<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Shown when the error answer carries no message of its own. */
  errorMessage?: string;
  /**
   * A 401 normally means the session expired (`onUnauthorized`: signed out, to /login). Calls that expect
   * a 401 as an ordinary answer (login with a wrong password, verifying a stale token) turn this off.
   */
  signOutOn401?: boolean;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The ApiError of a failed answer: the server's message (or its first field's), else `fallback`. */
export function apiErrorOf(status: number, data: unknown, fallback: string): ApiError {
  const parsed = errorResponseSchema.safeParse(data);
  const message = (parsed.success && (parsed.data.message || parsed.data.errors?.[0]?.message)) || fallback;
  return new ApiError(message, status, parsed.success ? parsed.data.errors : undefined, data);
}

export async function apiFetch<T>(path: string, options: ApiFetchOptions<T>): Promise<T> {
  const { schema, method = 'GET', body, signal, errorMessage = DEFAULT_ERROR, signOutOn401 = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = config.token();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('API error', { path, error });
    throw new ApiError(errorMessage, 0);
  }

  const data = await readBody(response);
  if (!response.ok) {
    console.error('API error', { path, status: response.status, data });
    if (response.status === 401 && signOutOn401) config.onUnauthorized();
    throw apiErrorOf(response.status, data, errorMessage);
  }

  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error('API error', { path, status: response.status, data, issues: parsed.error.issues });
    throw new InvalidResponseError(response.status, data);
  }
  return parsed.data;
}
