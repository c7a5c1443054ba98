import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ModalFuncProps } from 'antd';
import type { Person } from '@yaoshi/contracts';
import { http, type HttpRequest, type HttpResponse } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import PeoplePage from './PeoplePage';

const admin: Person = {
  id: 1,
  username: 'admin',
  name: '演示管理员',
  email: '',
  roles: ['admin', 'user'],
  capabilities: ['analyst'],
  status: 'online',
  must_change_password: false,
  created_at: 1_700_000_000,
  last_seen_at: null,
};

const sent: { method: string; url: string; body: unknown }[] = [];
const realTransport = http.transport;

function envelope(status: number, body: object): HttpResponse {
  return { status, headers: new Headers({ 'content-type': 'application/json' }), body: JSON.stringify(body) };
}
const ok = (data: unknown) => envelope(200, { code: 1, msg: '', data, status: 'success' });
const askFirst = () => envelope(409, { code: 40900, msg: '请确认', data: { reason: 'confirm_self' }, status: 'error' });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['people'], [admin]);
  client.setQueryData(['lab-settings'], { allow_self_verification: false });
  render(
    <QueryClientProvider client={client}>
      <PeoplePage />
    </QueryClientProvider>,
  );
}

describe('PeoplePage: changing one’s own account', { timeout: 60_000 }, () => {
  let confirm: ReturnType<typeof vi.fn<(config: ModalFuncProps) => unknown>>;
  beforeEach(() => {
    sent.length = 0;
    // The server refuses a change to the sender's own account until it carries confirm_self.
    http.transport = async (req: HttpRequest) => {
      const body = req.body ? JSON.parse(String(req.body)) : null;
      sent.push({ method: req.method, url: req.url, body });
      if (req.method === 'GET') return ok([]);
      return body?.confirm_self ? ok(admin) : askFirst();
    };
    confirm = vi.fn<(config: ModalFuncProps) => unknown>();
    vi.spyOn(feedback.modal, 'confirm').mockImplementation(confirm);
  });
  afterEach(() => {
    http.transport = realTransport;
    vi.restoreAllMocks();
    cleanup();
  });

  it('asks before disabling oneself and resends with confirm_self on yes', async () => {
    renderPage();
    await act(async () => fireEvent.click(screen.getByTestId('people-toggle-admin')));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    const asked = confirm.mock.calls[0]![0] as ModalFuncProps;
    expect(asked.title).toBe('停用您自己的账号？');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: expect.stringContaining('/api/people/1/disable'), body: null },
    ]);
    await act(async () => {
      await asked.onOk?.();
    });
    const posts = sent.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual({ confirm_self: true });
  });

  it('sends nothing more when the person declines', async () => {
    renderPage();
    await act(async () => fireEvent.click(screen.getByTestId('people-toggle-admin')));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    await act(async () => (confirm.mock.calls[0]![0] as ModalFuncProps).onCancel?.());
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('asks before removing one’s own admin role and resends the same edit with confirm_self', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /^编\s*辑$/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(dialog.querySelector('input[value="admin"]')!);
    await act(async () => fireEvent.click(screen.getByTestId('people-save')));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const asked = confirm.mock.calls[0]![0] as ModalFuncProps;
    expect(asked.title).toBe('移除您自己的管理员角色？');
    await act(async () => {
      await asked.onOk?.();
    });
    const puts = sent.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[0]!.body).not.toHaveProperty('confirm_self');
    expect(puts[1]!.body).toMatchObject({ roles: ['user'], confirm_self: true });
  });
});
