import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Person } from '@yaoshi/contracts';
import { http, type HttpRequest, type HttpResponse } from '@/lib/api-client';
import PeoplePage from './PeoplePage';

const admin: Person = {
  id: 1,
  username: 'admin',
  name: '演示管理员',
  email: '',
  roles: ['admin'],
  capabilities: ['analyst', 'verifier', 'publisher'],
  status: 'online',
  must_change_password: false,
  created_at: 1_700_000_000,
  last_seen_at: null,
};

const sent: { method: string; url: string; body: unknown }[] = [];
const realTransport = http.transport;

function answer(data: unknown): HttpResponse {
  return {
    status: 200,
    headers: new Headers({ 'content-type': 'application/json' }),
    body: JSON.stringify({ code: 1, msg: '', data, status: 'success' }),
  };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['people'], [admin]);
  client.setQueryData(['lab-settings'], { allow_self_verification: false });
  return render(
    <QueryClientProvider client={client}>
      <PeoplePage />
    </QueryClientProvider>,
  );
}

async function openCreate() {
  renderPage();
  fireEvent.click(screen.getByTestId('people-create'));
  return screen.findByRole('dialog');
}

const save = () => fireEvent.click(screen.getByTestId('people-save'));
// Validation settles asynchronously; a loaded test machine takes its time.
const shown = (dialog: HTMLElement, text: string) => within(dialog).findByText(text, {}, { timeout: 15_000 });

describe('PeoplePage: the new-account form', { timeout: 60_000 }, () => {
  beforeEach(() => {
    sent.length = 0;
    http.transport = async (req: HttpRequest) => {
      sent.push({ method: req.method, url: req.url, body: req.body ? JSON.parse(String(req.body)) : null });
      return answer(req.method === 'POST' ? { ...admin, id: 2 } : []);
    };
  });
  afterEach(() => {
    http.transport = realTransport;
    cleanup();
  });

  it('asks for a username and a temporary password before sending anything', async () => {
    const dialog = await openCreate();
    save();
    expect(await shown(dialog, '2–64 个字母、数字、点、下划线或连字符')).toBeTruthy();
    expect(await shown(dialog, '请输入临时密码')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses a username with spaces and a role list left empty', async () => {
    const dialog = await openCreate();
    fireEvent.change(screen.getByTestId('people-username'), { target: { value: 'li ming' } });
    // The new account starts as a researcher: untick it to leave no role.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '研究员' }));
    save();
    expect(await shown(dialog, '2–64 个字母、数字、点、下划线或连字符')).toBeTruthy();
    expect(await shown(dialog, '至少选择一个角色')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses a weak temporary password with the password rule the server applies', async () => {
    const dialog = await openCreate();
    fireEvent.change(screen.getByTestId('people-username'), { target: { value: 'liming' } });
    fireEvent.change(screen.getByTestId('people-temporary-password'), { target: { value: 'abc' } });
    save();
    expect(await shown(dialog, '密码至少 6 位')).toBeTruthy();
    fireEvent.change(screen.getByTestId('people-temporary-password'), { target: { value: 'abcdef1' } });
    save();
    expect(await shown(dialog, '密码须包含大写字母')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends a valid account with its roles, capabilities and temporary password, then closes', async () => {
    await openCreate();
    fireEvent.change(screen.getByTestId('people-username'), { target: { value: 'li.ming' } });
    fireEvent.change(screen.getByTestId('people-name'), { target: { value: '李明' } });
    fireEvent.change(screen.getByTestId('people-temporary-password'), { target: { value: 'Temp-pass1' } });
    await act(async () => save());
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.url).toContain('/api/people');
    expect(post.body).toEqual({
      username: 'li.ming',
      name: '李明',
      email: '',
      roles: ['user'],
      capabilities: ['analyst'],
      temporary_password: 'Temp-pass1',
    });
    // Saved: the form closes (the page has no antd <App> above it; feedback comes from lib/feedback).
    await waitFor(() => expect(screen.queryByTestId('people-username')).toBeNull(), { timeout: 15_000 });
  });
});
