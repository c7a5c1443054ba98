import axios, { type AxiosRequestConfig } from 'axios';
import { CODE, LOGOUT_CODES } from '@yaoshi/contracts/errors';
import type { Envelope } from '@yaoshi/contracts';
import { API_BASE_URL } from '../config/env';
import { getToken } from './auth-token';
import { feedback } from './feedback';
import i18n from './i18n';
import { acceptLanguage } from './locale';

export interface RequestOptions extends AxiosRequestConfig {
  /** Skip every message and dialog (e.g. the logout call, which may fail harmlessly). */
  silent?: boolean;
}

export type ApiErrorKind = 'envelope' | 'http' | 'network' | 'canceled' | 'invalid';

/** Every failed call rejects with this; the person has already been told (unless silent). */
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

export const http = axios.create({ baseURL: API_BASE_URL, timeout: 0 });

// SPEC §7: every request carries the token twice and the UI language.
http.interceptors.request.use((config) => {
  const token = getToken();
  if (token) {
    config.headers.set('Token', token);
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  config.headers.set('Accept-Language', acceptLanguage());
  return config;
});

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

/** SPEC §8: code ≠ 1 → message for 5 s and reject; logout codes → the logout dialog. */
function envelopeError(body: Envelope<unknown>, config: RequestOptions, status?: number): ApiError {
  const text = body.msg || 'Error';
  if (!config.silent) {
    void feedback.message.error({ content: text, duration: ERROR_TOAST_SECONDS });
    if (LOGOUT_CODES.includes(body.code) && !isUserInfoCall(config)) openDialog('logout');
  }
  return new ApiError(text, 'envelope', body.code, status ?? body.status, body.data);
}

function transportError(err: unknown, config: RequestOptions): ApiError {
  if (axios.isCancel(err)) return new ApiError('canceled', 'canceled');
  if (axios.isAxiosError(err) && err.response) {
    const { status, data } = err.response;
    if (isEnvelope(data)) return envelopeError(data, config, status);
    // A 401 without our envelope (a proxy, a gateway) still means the session is not accepted.
    if (status === 401) {
      if (!config.silent && !isUserInfoCall(config)) openDialog('expired');
      return new ApiError(i18n.t('common.expired.title'), 'http', undefined, status);
    }
    const text = i18n.t('common.httpError', { status });
    if (!config.silent) void feedback.message.error({ content: text, duration: ERROR_TOAST_SECONDS });
    return new ApiError(text, 'http', undefined, status);
  }
  // No response at all: the server cannot be reached. That is not an expired session
  // (SPEC §8 says so; see the README's deviations), so the session is kept.
  if (!config.silent) openDialog('offline');
  return new ApiError(i18n.t('common.offline.title'), 'network');
}

/** Sends a request and returns the whole envelope (when the caller needs `msg`). */
export async function request<T>(config: RequestOptions): Promise<Envelope<T>> {
  let body: unknown;
  let status: number;
  try {
    const res = await http.request<unknown>(config);
    body = res.data;
    status = res.status;
  } catch (err) {
    throw transportError(err, config);
  }
  if (!isEnvelope(body)) {
    const text = i18n.t('common.invalidResponse');
    if (!config.silent) void feedback.message.error({ content: text, duration: ERROR_TOAST_SECONDS });
    throw new ApiError(text, 'invalid', undefined, status);
  }
  if (body.code !== CODE.OK) throw envelopeError(body, config, status);
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
