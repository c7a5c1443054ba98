import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { ModalFuncProps } from 'antd';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { STORAGE_KEYS } from '../config/storage-keys';
import { ApiError, apiGet, apiPost, configureSession, http, request, resetDialogState } from './api-client';
import { feedback } from './feedback';

type Reply = { status: number; data: unknown } | 'network';

/** Replaces the HTTP transport: records each request and answers with `reply`. */
function serve(reply: Reply | ((config: InternalAxiosRequestConfig) => Reply)) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const r = typeof reply === 'function' ? reply(config) : reply;
    if (r === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response = { data: r.data, status: r.status, statusText: '', headers: new AxiosHeaders(), config };
    if (r.status >= 300) throw new AxiosError(`HTTP ${r.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    return response;
  };
  http.defaults.adapter = adapter;
  return seen;
}

const ok = (data: unknown, msg = 'ok') => ({ status: 200, data: { code: 1, msg, data, status: 200 } });

describe('API client', () => {
  let toast: Mock<(arg: unknown) => unknown>;
  let confirm: Mock<(config: ModalFuncProps) => unknown>;

  beforeEach(() => {
    toast = vi.fn();
    confirm = vi.fn();
    vi.spyOn(feedback.message, 'error').mockImplementation(toast as never);
    feedback.modal = { ...feedback.modal, confirm };
    resetDialogState();
  });
  afterEach(() => {
    localStorage.clear();
  });

  it('sends the token twice and the UI language on every request', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok123');
    localStorage.setItem(STORAGE_KEYS.locale, 'en-US');
    const seen = serve(ok({ a: 1 }));
    await expect(apiGet('/api/x')).resolves.toEqual({ a: 1 });
    const headers = seen[0]!.headers;
    expect(headers.get('Token')).toBe('tok123');
    expect(headers.get('Authorization')).toBe('Bearer tok123');
    expect(headers.get('Accept-Language')).toBe('en-us');
  });

  it('defaults to zh-cn and sends no token when signed out', async () => {
    const seen = serve(ok(null));
    await apiPost('/api/x', { b: 2 });
    const headers = seen[0]!.headers;
    expect(headers.get('Token')).toBeFalsy();
    expect(headers.get('Authorization')).toBeFalsy();
    expect(headers.get('Accept-Language')).toBe('zh-cn');
  });

  it('returns the whole envelope from request()', async () => {
    serve(ok({ userinfo: {} }, '欢迎使用'));
    await expect(request({ url: '/api/User/login', method: 'POST' })).resolves.toMatchObject({
      code: 1,
      msg: '欢迎使用',
    });
  });

  it('code ≠ 1: shows the message for 5 s and rejects', async () => {
    serve({ status: 401, data: { code: 40000, msg: 'Wrong account or password', data: null, status: 401 } });
    const err = await apiPost('/api/User/login', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'envelope', code: 40000, status: 401, message: 'Wrong account or password' });
    expect(toast).toHaveBeenCalledWith({ content: 'Wrong account or password', duration: 5 });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('an envelope error inside a 200 answer takes the same path', async () => {
    serve({ status: 200, data: { code: 40900, msg: '', data: null, status: 409 } });
    await expect(apiGet('/api/x')).rejects.toMatchObject({ code: 40900, message: 'Error' });
    expect(toast).toHaveBeenCalledWith({ content: 'Error', duration: 5 });
  });

  it.each([50008, 50012, 50014])(
    'code %i opens the "Confirm logout" dialog once; Re-Login logs out and reloads',
    async (code) => {
      const logout = vi.fn(async () => undefined);
      configureSession({ logout });
      const reload = vi.fn();
      vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
      serve({ status: 401, data: { code, msg: 'signed out', data: null, status: 401 } });
      await expect(apiGet('/api/message/unread')).rejects.toMatchObject({ code });
      await expect(apiGet('/api/message/list')).rejects.toMatchObject({ code });
      expect(confirm).toHaveBeenCalledTimes(1);
      const dialog = confirm.mock.calls[0]![0] as { title: string; okText: string; onOk: () => Promise<void> };
      expect(dialog.title).toBe('确认登出');
      expect(dialog.okText).toBe('重新登录');
      await dialog.onOk();
      expect(logout).toHaveBeenCalledTimes(1);
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  it('the user-info call never opens the logout dialog', async () => {
    serve({ status: 401, data: { code: 50008, msg: 'not logged in', data: null, status: 401 } });
    await expect(apiGet('/api/user/info')).rejects.toMatchObject({ code: 50008 });
    expect(toast).toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('a lost connection says the server cannot be reached (not an expired session)', async () => {
    const logout = vi.fn(async () => undefined);
    configureSession({ logout });
    serve('network');
    await expect(apiGet('/api/x')).rejects.toMatchObject({ kind: 'network' });
    expect(confirm).toHaveBeenCalledTimes(1);
    const dialog = confirm.mock.calls[0]![0] as { title: string; okText: string };
    expect(dialog.title).toBe('无法连接服务器');
    expect(dialog.okText).toBe('重试');
    expect(logout).not.toHaveBeenCalled();
  });

  it('a 401 without an envelope (e.g. from a proxy) asks to log in again', async () => {
    serve({ status: 401, data: '<html>Unauthorized</html>' });
    await expect(apiGet('/api/x')).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect((confirm.mock.calls[0]![0] as { title: string }).title).toBe('登录已失效');
  });

  it('other HTTP failures without an envelope show a message', async () => {
    serve({ status: 502, data: 'Bad gateway' });
    await expect(apiGet('/api/x')).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(toast).toHaveBeenCalledWith({ content: expect.stringContaining('502'), duration: 5 });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('silent calls reject without any message or dialog', async () => {
    serve({ status: 401, data: { code: 50008, msg: 'x', data: null, status: 401 } });
    await expect(apiPost('/api/user/logout', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toast).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });
});
