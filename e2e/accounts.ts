import { expect, type APIRequestContext } from '@playwright/test';

/** An account made for one spec, so what it saves (columns, read states) is nobody else's. */
export interface Account {
  username: string;
  password: string;
}

type Role = 'admin' | 'user';

async function envelope<T>(res: { json(): Promise<unknown> }, what: string): Promise<T> {
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${what}: ${body.msg}`).toBe(1);
  return body.data;
}

async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/api/User/login', { data: { username, password } });
  return (await envelope<{ userinfo: { token: string } }>(res, `sign in as ${username}`)).userinfo.token;
}

let made = 0;

/**
 * Creates an account with `roles` through the people API (as the demo admin) and sets its
 * password, so it signs in without the first-login password change. Usernames carry the
 * worker's process id and a counter: a retried test (a new worker) gets a new account.
 */
export async function freshAccount(request: APIRequestContext, label: string, roles: Role[]): Promise<Account> {
  made += 1;
  const username = `e2e-${label}-${process.pid}-${made}`;
  const temporary = 'Temp-pass1';
  const password = 'Fresh-pass1';
  const admin = await tokenOf(request, 'admin', 'admin');
  await envelope(
    await request.post('/api/people', {
      headers: { Token: admin },
      data: { username, roles, capabilities: [], temporary_password: temporary },
    }),
    `create ${username}`,
  );
  const first = await tokenOf(request, username, temporary);
  await envelope(
    await request.post('/api/user/password', {
      headers: { Token: first },
      data: { oldPassword: temporary, newPassword: password },
    }),
    `set the password of ${username}`,
  );
  return { username, password };
}
