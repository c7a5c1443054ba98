import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { ModalFuncProps } from 'antd';
import { STORAGE_KEYS } from '@/config/storage-keys';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiPost,
  buildUrl,
  configureSession,
  http,
  request,
  resetDialogState,
  TransportError,
  type HttpRequest,
} from './api-client';
import { feedback, registerFeedback, type Feedback } from './feedback';

// The real transport, before any test replaces it.
const xhrTransport = http.transport;

type Reply = { status: number; data: unknown } | 'network' | 'canceled';

/** Replaces the HTTP transport: records each request and answers with `reply` (JSON when not a string). */
function serve(reply: Reply | ((req: HttpRequest) => Reply)) {
  const seen: HttpRequest[] = [];
  http.transport = async (req) => {
    seen.push(req);
    const r = typeof reply === 'function' ? reply(req) : reply;
    if (r === 'network' || r === 'canceled') throw new TransportError(r);
    const text = typeof r.data === 'string' ? r.data : JSON.stringify(r.data);
    const type = typeof r.data === 'string' ? 'text/html' : 'application/json';
    return { status: r.status, headers: new Headers({ 'content-type': type }), body: text };
  };
  return seen;
}

/** Error toasts wait one task (a dialog may take their place). */
const flushFailures = () => new Promise((resolve) => setTimeout(resolve, 0));

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
    await flushFailures();
    expect(toast).toHaveBeenCalledWith({ content: 'Wrong account or password', duration: 5 });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('one message per failure: a dialog the caller opens for the failure replaces the toast', async () => {
    serve({ status: 409, data: { code: 40900, msg: '仍被 2 条产品引用', data: null, status: 409 } });
    const warning = vi.fn();
    // antd's instances arrive: feedback's dialogs are the real, claiming ones around them.
    registerFeedback({
      message: { ...feedback.message, error: toast },
      modal: { ...feedback.modal, confirm, warning },
      notification: feedback.notification,
    } as Feedback);
    await apiDelete('/api/matters/1').catch((err: ApiError) => feedback.modal.warning({ content: err.message }));
    await flushFailures();
    expect(warning).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
    // Without a dialog the same failure is a toast, once.
    await apiDelete('/api/matters/1').catch(() => undefined);
    await flushFailures();
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('a logout answer opens its dialog without a toast beside it', async () => {
    serve({ status: 401, data: { code: 50008, msg: 'signed out', data: null, status: 401 } });
    await expect(apiGet('/api/message/list')).rejects.toMatchObject({ code: 50008 });
    await flushFailures();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('an envelope error inside a 200 answer takes the same path', async () => {
    serve({ status: 200, data: { code: 40900, msg: '', data: null, status: 409 } });
    await expect(apiGet('/api/x')).rejects.toMatchObject({ code: 40900, message: 'Error' });
    await flushFailures();
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
    await flushFailures();
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
    await flushFailures();
    expect(toast).toHaveBeenCalledWith({ content: expect.stringContaining('502'), duration: 5 });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('silent calls reject without any message or dialog', async () => {
    serve({ status: 401, data: { code: 50008, msg: 'x', data: null, status: 401 } });
    await expect(apiPost('/api/user/logout', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    await flushFailures();
    expect(toast).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });
  it('a canceled call rejects quietly', async () => {
    serve('canceled');
    await expect(apiGet('/api/x')).rejects.toMatchObject({ kind: 'canceled' });
    await flushFailures();
    expect(toast).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('a 2xx answer that is not an envelope is refused', async () => {
    serve({ status: 200, data: '<html>proxy page</html>' });
    await expect(apiGet('/api/x')).rejects.toMatchObject({ kind: 'invalid', status: 200 });
    await flushFailures();
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('sends objects as JSON and FormData as it is, with the query in the URL', async () => {
    const seen = serve(ok(null));
    await apiPost('/api/x', { b: 2 }, { params: { mode: 'dry-run' } });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/x?mode=dry-run', body: '{"b":2}' });
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.csv');
    await apiPost('/api/files', form);
    expect(seen[1]!.body).toBe(form);
    expect(seen[1]!.headers.get('Content-Type')).toBeNull();
    await apiGet('/api/y');
    expect(seen[2]).toMatchObject({ method: 'GET', url: '/api/y', body: null, responseType: 'text' });
  });

  it('hands raw answers to transformResponse (file downloads)', async () => {
    http.transport = async () => ({
      status: 200,
      headers: new Headers({ 'content-type': 'text/csv' }),
      body: new TextEncoder().encode('a,b').buffer,
    });
    const res = await request<{ size: number; type: string }>({
      url: '/api/x/export',
      responseType: 'arraybuffer',
      transformResponse: (data: ArrayBuffer, headers) => ({
        code: 1,
        msg: '',
        status: 200,
        data: { size: data.byteLength, type: headers.get('Content-Type') },
      }),
    });
    expect(res.data).toEqual({ size: 3, type: 'text/csv' });
  });
});

describe('buildUrl', () => {
  it('leaves out empty parameters and encodes the rest as axios did', () => {
    expect(buildUrl('/api/matters', { q: '枸杞 子', current: 1, status: undefined, x: null })).toBe(
      '/api/matters?q=%E6%9E%B8%E6%9D%9E+%E5%AD%90&current=1',
    );
    expect(buildUrl('/api/x', { sort: 'updated_at:desc', ids: [1, 2] })).toBe(
      '/api/x?sort=updated_at:desc&ids[]=1&ids[]=2',
    );
    expect(buildUrl('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
    expect(buildUrl('/api/x', {})).toBe('/api/x');
  });

  it('keeps absolute URLs', () => {
    expect(buildUrl('https://example.org/a', { b: 'c' })).toBe('https://example.org/a?b=c');
  });
});

describe('XMLHttpRequest transport', () => {
  class FakeXhr {
    static last: FakeXhr;
    method = '';
    url = '';
    sent: unknown;
    requestHeaders: Record<string, string> = {};
    responseType = '';
    timeout = -1;
    status = 0;
    response: unknown = null;
    rawHeaders = '';
    upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.requestHeaders[name.toLowerCase()] = value;
    }
    getAllResponseHeaders() {
      return this.rawHeaders;
    }
    send(body: unknown) {
      this.sent = body;
    }
    abort() {
      this.onabort?.();
    }
  }

  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const base = (over: Partial<HttpRequest> = {}): HttpRequest => ({
    method: 'POST',
    url: '/api/files',
    headers: new Headers({ Token: 't', 'Accept-Language': 'zh-cn' }),
    body: 'x',
    responseType: 'text',
    timeout: 0,
    ...over,
  });

  it('sends method, URL, headers and body, and answers status, headers and body', async () => {
    const pending = xhrTransport(base());
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/files', sent: 'x', responseType: 'text', timeout: 0 });
    expect(xhr.requestHeaders).toMatchObject({ token: 't', 'accept-language': 'zh-cn' });
    xhr.status = 200;
    xhr.response = '{"code":1}';
    xhr.rawHeaders = 'Content-Type: application/json\r\nContent-Disposition: attachment; filename="a.csv"\r\n';
    xhr.onload?.();
    const res = await pending;
    expect(res.status).toBe(200);
    expect(res.body).toBe('{"code":1}');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="a.csv"');
  });

  it('reports upload progress', async () => {
    const onUploadProgress = vi.fn();
    void xhrTransport(base({ onUploadProgress })).catch(() => undefined);
    FakeXhr.last.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
    expect(onUploadProgress).toHaveBeenCalledWith({ loaded: 5, total: 10 });
  });

  it('a network failure and an abort become transport errors', async () => {
    const failing = xhrTransport(base());
    FakeXhr.last.onerror?.();
    await expect(failing).rejects.toMatchObject({ kind: 'network' });

    const controller = new AbortController();
    const aborted = xhrTransport(base({ signal: controller.signal }));
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ kind: 'canceled' });

    await expect(xhrTransport(base({ signal: controller.signal }))).rejects.toMatchObject({ kind: 'canceled' });
  });
});
