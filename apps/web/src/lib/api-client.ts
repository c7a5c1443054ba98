import { CODE, LOGOUT_CODES } from '@yaoshi/contracts/errors';
import type { Envelope } from '@yaoshi/contracts';
import { API_BASE_URL } from '@/config/env';
import { getToken } from './auth-token';
import { feedback, reportFailure } from './feedback';
import i18n from './i18n';
import { acceptLanguage } from './locale';

/** Answer headers, as given to `transformResponse` (names are case-insensitive). */
export type ResponseHeaders = Pick<Headers, 'get'>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url?: string;
  /** Query parameters; undefined and null are left out. */
  params?: object;
  /** JSON body, or FormData / Blob / URLSearchParams / string sent as they are. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'json' (default): a JSON answer is decoded, anything else stays text; 'arraybuffer': the raw bytes. */
  responseType?: 'json' | 'arraybuffer';
  /** Turns the raw answer (text or bytes) into the envelope, e.g. for file downloads. */
  transformResponse?: (data: never, headers: ResponseHeaders) => unknown;
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
  /** The answer's text so far, while it arrives (streamed answers, e.g. an import's progress lines). */
  onDownloadProgress?: (textSoFar: string) => void;
  /** Milliseconds; 0 (default) waits as long as it takes. */
  timeout?: number;
  /** Skip every message and dialog (e.g. the logout call, which may fail harmlessly). */
  silent?: boolean;
  /** Envelope codes the caller shows itself (e.g. a detail page's not-found state): no toast for them. */
  quiet?: readonly number[];
}

export type ApiErrorKind = 'envelope' | 'http' | 'network' | 'canceled' | 'invalid';

/** Every failed call rejects with this; the person is told once (a toast, unless silent or a dialog takes its place). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly code?: number,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** SPEC §8: the user-info call never opens the logout dialog (the guard handles it). */
const USER_INFO_URL = '/api/user/info';
const ERROR_TOAST_SECONDS = 5;

/** One HTTP exchange as the transport sees it. */
export interface HttpRequest {
  method: string;
  url: string;
  headers: Headers;
  body: XMLHttpRequestBodyInit | null;
  responseType: 'text' | 'arraybuffer';
  timeout: number;
  signal?: AbortSignal;
  onUploadProgress?: RequestOptions['onUploadProgress'];
  onDownloadProgress?: RequestOptions['onDownloadProgress'];
}

export interface HttpResponse {
  status: number;
  headers: ResponseHeaders;
  /** Text, or an ArrayBuffer for responseType 'arraybuffer'. */
  body: unknown;
}

/** No answer at all: the request was canceled, or the server could not be reached. */
export class TransportError extends Error {
  constructor(readonly kind: 'canceled' | 'network') {
    super(kind);
    this.name = 'TransportError';
  }
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    try {
      headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
    } catch {
      // A header the Headers class refuses is of no use to us.
    }
  }
  return headers;
}

/**
 * The browser transport: XMLHttpRequest, which (unlike fetch) reports upload progress.
 * A thin replacement for axios, which weighed on every page's initial JS.
 */
function xhrTransport(req: HttpRequest): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    if (req.signal?.aborted) {
      reject(new TransportError('canceled'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, req.url, true);
    req.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = req.responseType;
    xhr.timeout = req.timeout;
    const abort = () => xhr.abort();
    req.signal?.addEventListener('abort', abort, { once: true });
    const settle = (fn: () => void) => () => {
      req.signal?.removeEventListener('abort', abort);
      fn();
    };
    xhr.onload = settle(() =>
      resolve({ status: xhr.status, headers: parseHeaders(xhr.getAllResponseHeaders()), body: xhr.response }),
    );
    xhr.onerror = settle(() => reject(new TransportError('network')));
    xhr.ontimeout = settle(() => reject(new TransportError('network')));
    xhr.onabort = settle(() => reject(new TransportError('canceled')));
    const progress = req.onUploadProgress;
    if (progress) {
      xhr.upload.onprogress = (e) => progress({ loaded: e.loaded, total: e.lengthComputable ? e.total : undefined });
    }
    const download = req.onDownloadProgress;
    if (download && req.responseType === 'text') xhr.onprogress = () => download(xhr.responseText);
    xhr.send(req.body);
  });
}

/** The transport in use; tests replace it. */
export const http: { transport: (req: HttpRequest) => Promise<HttpResponse> } = { transport: xhrTransport };

/** Query-string encoding as axios did it (`a[]=1&a[]=2`, readable `:`, `,`, `[]`, `+` for spaces). */
function encodeParam(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');
}

function paramText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The full URL of a call: base URL (unless absolute), path, then the parameters. */
export function buildUrl(url: string, params?: object): string {
  const base = /^([a-z][a-z\d+.-]*:)?\/\//i.test(url) ? url : `${API_BASE_URL}${url}`;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== undefined && item !== null) parts.push(`${encodeParam(key)}[]=${encodeParam(paramText(item))}`);
    } else parts.push(`${encodeParam(key)}=${encodeParam(paramText(value))}`);
  }
  const clean = base.split('#')[0] ?? base;
  if (!parts.length) return clean;
  return `${clean}${clean.includes('?') ? '&' : '?'}${parts.join('&')}`;
}

function isRawBody(data: unknown): data is XMLHttpRequestBodyInit {
  return (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

/** SPEC §7: every request carries the token twice and the UI language. */
function prepare(config: RequestOptions): HttpRequest {
  const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
  const token = getToken();
  if (token) {
    headers.set('Token', token);
    headers.set('Authorization', `Bearer ${token}`);
  }
  headers.set('Accept-Language', acceptLanguage());
  let body: XMLHttpRequestBodyInit | null = null;
  if (config.data !== undefined) {
    if (isRawBody(config.data)) body = config.data;
    else {
      body = JSON.stringify(config.data);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }
  return {
    method: (config.method ?? 'GET').toUpperCase(),
    url: buildUrl(config.url ?? '', config.params),
    headers,
    body,
    responseType: config.responseType === 'arraybuffer' ? 'arraybuffer' : 'text',
    timeout: config.timeout ?? 0,
    signal: config.signal,
    onUploadProgress: config.onUploadProgress,
    onDownloadProgress: config.onDownloadProgress,
  };
}

/** The answer's data: the caller's transform, else JSON when it parses, else the text itself. */
function decode(res: HttpResponse, config: RequestOptions): unknown {
  if (config.transformResponse) return config.transformResponse(res.body as never, res.headers);
  if (typeof res.body !== 'string') return res.body;
  if (res.body === '') return undefined;
  try {
    return JSON.parse(res.body) as unknown;
  } catch {
    return res.body;
  }
}

let logoutHandler: () => Promise<void> = async () => undefined;

/** The user store registers its logout here (the client must not import the store). */
export function configureSession(handlers: { logout: () => Promise<void> }): void {
  logoutHandler = handlers.logout;
}

async function logoutAndReload(): Promise<void> {
  try {
    await logoutHandler();
  } finally {
    window.location.reload();
  }
}

// One dialog at a time: ten failing calls must not stack ten dialogs.
let dialogOpen = false;

function openDialog(kind: 'logout' | 'expired' | 'offline'): void {
  if (dialogOpen) return;
  dialogOpen = true;
  const t = i18n.t.bind(i18n);
  const onClose = () => {
    dialogOpen = false;
  };
  if (kind === 'offline') {
    feedback.modal.confirm({
      title: t('common.offline.title'),
      content: t('common.offline.content'),
      okText: t('common.offline.retry'),
      cancelText: t('common.close'),
      onOk: () => window.location.reload(),
      afterClose: onClose,
    });
    return;
  }
  feedback.modal.confirm({
    title: t(kind === 'logout' ? 'common.logoutDialog.title' : 'common.expired.title'),
    content: t(kind === 'logout' ? 'common.logoutDialog.content' : 'common.expired.content'),
    okText: t('common.logoutDialog.relogin'),
    cancelText: t('common.cancel'),
    onOk: logoutAndReload,
    afterClose: onClose,
  });
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

function isUserInfoCall(config: RequestOptions): boolean {
  return (config.url ?? '').split('?')[0]?.toLowerCase().endsWith(USER_INFO_URL) ?? false;
}

/**
 * SPEC §8: code ≠ 1 → message for 5 s and reject; logout codes → the logout dialog instead (one message
 * per failure: the dialog says it). The toast waits one task, so a caller's dialog can take its place.
 */
function envelopeError(body: Envelope<unknown>, config: RequestOptions, status?: number): ApiError {
  const text = body.msg || 'Error';
  if (!config.silent) {
    if (LOGOUT_CODES.includes(body.code) && !isUserInfoCall(config)) openDialog('logout');
    else if (!config.quiet?.includes(body.code)) reportFailure(text, ERROR_TOAST_SECONDS);
  }
  return new ApiError(text, 'envelope', body.code, status ?? body.status, body.data);
}

/** A non-2xx answer: its envelope when it has one, else the HTTP status. */
function httpError(status: number, data: unknown, config: RequestOptions): ApiError {
  if (isEnvelope(data)) return envelopeError(data, config, status);
  // A 401 without our envelope (a proxy, a gateway) still means the session is not accepted.
  if (status === 401) {
    if (!config.silent && !isUserInfoCall(config)) openDialog('expired');
    return new ApiError(i18n.t('common.expired.title'), 'http', undefined, status);
  }
  const text = i18n.t('common.httpError', { status });
  if (!config.silent) reportFailure(text, ERROR_TOAST_SECONDS);
  return new ApiError(text, 'http', undefined, status);
}

/** Screens made to work offline (the field screens) say so: a lost network opens no dialog there. */
let offlineScreens = 0;
export function worksOffline(): () => void {
  offlineScreens++;
  return () => {
    offlineScreens--;
  };
}

function transportError(err: unknown, config: RequestOptions): ApiError {
  if (err instanceof TransportError && err.kind === 'canceled') return new ApiError('canceled', 'canceled');
  // No response at all: the server cannot be reached. That is not an expired session
  // (a deliberate deviation from the spec: docs/spec-deviations.md), so the session is kept.
  if (!config.silent && offlineScreens === 0) openDialog('offline');
  return new ApiError(i18n.t('common.offline.title'), 'network');
}

/** Sends a request and returns the whole envelope (when the caller needs `msg`). */
export async function request<T>(config: RequestOptions): Promise<Envelope<T>> {
  let res: HttpResponse;
  try {
    res = await http.transport(prepare(config));
  } catch (err) {
    throw transportError(err, config);
  }
  const body = decode(res, config);
  if (res.status < 200 || res.status >= 300) throw httpError(res.status, body, config);
  if (!isEnvelope(body)) {
    const text = i18n.t('common.invalidResponse');
    if (!config.silent) reportFailure(text, ERROR_TOAST_SECONDS);
    throw new ApiError(text, 'invalid', undefined, res.status);
  }
  if (body.code !== CODE.OK) throw envelopeError(body, config, res.status);
  return body as Envelope<T>;
}

export async function apiGet<T>(url: string, params?: object, options: RequestOptions = {}): Promise<T> {
  return (await request<T>({ ...options, method: 'GET', url, params })).data;
}

export async function apiPost<T>(url: string, data?: unknown, options: RequestOptions = {}): Promise<T> {
  return (await request<T>({ ...options, method: 'POST', url, data })).data;
}

export async function apiPut<T>(url: string, data?: unknown, options: RequestOptions = {}): Promise<T> {
  return (await request<T>({ ...options, method: 'PUT', url, data })).data;
}

export async function apiPatch<T>(url: string, data?: unknown, options: RequestOptions = {}): Promise<T> {
  return (await request<T>({ ...options, method: 'PATCH', url, data })).data;
}

export async function apiDelete<T>(url: string, data?: unknown, options: RequestOptions = {}): Promise<T> {
  return (await request<T>({ ...options, method: 'DELETE', url, data })).data;
}

/** Test hook: lets a test open a fresh dialog after a previous one. */
export function resetDialogState(): void {
  dialogOpen = false;
}
