import { describe, expect, it } from 'vitest';
import { APP_ROUTES, routesForRole } from '@yaoshi/contracts';
import { findRoute, LOGIN_ROUTE, NOT_FOUND_ROUTE, TABLE_ROUTES, type RouteRecord } from '@/lib/routes';
import { fakeGuardContext } from '@/testing/guard-context';
import { runGuards, type GuardTarget } from './guards';

function target(name: string, query: Record<string, string> = {}, params: Record<string, string> = {}): GuardTarget {
  const record = findRoute(name) as RouteRecord;
  const search = new URLSearchParams(query).toString();
  const path = record.fullPath.replace(/:(\w+)/g, (_, k: string) => params[k] ?? '');
  return { name, meta: record.meta, path, fullPath: search ? `${path}?${search}` : path, query, params };
}

describe('route guards (SPEC §6)', () => {
  it('publishes the route change first', async () => {
    const { ctx } = fakeGuardContext();
    await runGuards(target('MatterList', { q: '枸杞' }), ctx);
    expect(ctx.publish).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'MatterList',
        fullPath: '/formList/matter-list?q=%E6%9E%B8%E6%9D%9E',
        query: { q: '枸杞' },
      }),
    );
  });

  describe('login guard', () => {
    it('lets a visitor open an open route', async () => {
      const { ctx } = fakeGuardContext();
      expect(await runGuards(target('MatterList'), ctx)).toEqual({ type: 'pass' });
      expect(await runGuards(target('ProductDetail', {}, { id: '3' }), ctx)).toEqual({ type: 'pass' });
      expect(await runGuards(target(LOGIN_ROUTE.name), ctx)).toEqual({ type: 'pass' });
      expect(ctx.loadInfo).not.toHaveBeenCalled();
    });

    it('sends a visitor to login, keeping the target name and query as redirect', async () => {
      const { ctx } = fakeGuardContext();
      const decision = await runGuards(target('MatterSampleList', { q: 'x', current: '2' }), ctx);
      expect(decision).toEqual({ type: 'redirect', to: '/login?redirect=MatterSampleList&q=x&current=2' });
    });

    it('keeps path parameters of a detail page too', async () => {
      const { ctx } = fakeGuardContext();
      const decision = await runGuards(target('MatterSampleDetail', {}, { id: '42' }), ctx);
      expect(decision.type).toBe('redirect');
      const url = new URL((decision as { to: string }).to, 'http://x');
      expect(url.searchParams.get('redirect')).toBe('MatterSampleDetail');
      expect(JSON.parse(url.searchParams.get('redirectParams') ?? '{}')).toEqual({ id: '42' });
    });

    it('runs the info step when there is a token but no role, then continues', async () => {
      const { ctx, state } = fakeGuardContext({ token: true, info: { role: 'user' } });
      expect(await runGuards(target('MatterSampleList'), ctx)).toEqual({ type: 'pass' });
      expect(ctx.loadInfo).toHaveBeenCalledTimes(1);
      expect(state.role).toBe('user');
    });

    it('does not run the info step again once the role is known', async () => {
      const { ctx } = fakeGuardContext({ token: true, role: 'admin' });
      await runGuards(target('Workplace'), ctx);
      expect(ctx.loadInfo).not.toHaveBeenCalled();
    });

    it('logs out and sends to login when the info step fails', async () => {
      const { ctx, state } = fakeGuardContext({ token: true, info: new Error('50008') });
      const decision = await runGuards(target('MatterSampleList', { q: 'a' }), ctx);
      expect(ctx.logout).toHaveBeenCalledTimes(1);
      expect(state.token).toBe(false);
      expect(decision).toEqual({ type: 'redirect', to: '/login?redirect=MatterSampleList&q=a' });
    });

    it('on an open route a failed info step only ends the stale session', async () => {
      const { ctx } = fakeGuardContext({ token: true, info: new Error('50008') });
      expect(await runGuards(target('MatterList'), ctx)).toEqual({ type: 'pass' });
      expect(ctx.logout).toHaveBeenCalledTimes(1);
    });

    it('keeps the session when the server cannot be reached', async () => {
      const { ctx } = fakeGuardContext({ token: true, info: new Error('offline') });
      await expect(runGuards(target('MatterSampleList'), ctx)).rejects.toThrow('offline');
      expect(ctx.logout).not.toHaveBeenCalled();
    });
  });

  describe('permission guard, menu from the route table', () => {
    it('lets a role open what it may', async () => {
      const { ctx } = fakeGuardContext({ token: true, role: 'admin' });
      expect(await runGuards(target('Workplace'), ctx)).toEqual({ type: 'pass' });
      expect(await runGuards(target('403'), ctx)).toEqual({ type: 'pass' });
    });

    it('sends a forbidden route to the first route the role may open', async () => {
      const { ctx } = fakeGuardContext({ token: true, role: 'user' });
      expect(await runGuards(target('Workplace'), ctx)).toEqual({ type: 'redirect', to: '/formList/matter-list' });
      expect(await runGuards(target('403'), ctx)).toEqual({ type: 'redirect', to: '/formList/matter-list' });
    });

    it('falls back to not-found when the role may open nothing', async () => {
      const { ctx } = fakeGuardContext({ token: true, role: 'user' });
      // A table holding only admin pages: nothing is left for a user.
      const adminOnly = TABLE_ROUTES.filter((r) => r.meta.roles?.includes('admin'));
      expect(await runGuards(target('Workplace'), { ...ctx, table: adminOnly })).toEqual({ type: 'notFound' });
    });
  });

  describe('permission guard, menu from the server', () => {
    const userMenu = routesForRole(APP_ROUTES, 'user');

    it('fetches the server menu when it is empty', async () => {
      const { ctx } = fakeGuardContext({ token: true, role: 'user', menuFromServer: true, fetchedMenu: userMenu });
      expect(await runGuards(target('MatterSampleList'), ctx)).toEqual({ type: 'pass' });
      expect(ctx.fetchServerMenu).toHaveBeenCalledTimes(1);
    });

    it('does not fetch again while a menu is held', async () => {
      const { ctx } = fakeGuardContext({ token: true, role: 'user', menuFromServer: true, serverMenu: userMenu });
      await runGuards(target('SearchTable'), ctx);
      expect(ctx.fetchServerMenu).not.toHaveBeenCalled();
    });

    it('allows a route that is in the menu and permitted', async () => {
      const { ctx } = fakeGuardContext({
        token: true,
        role: 'admin',
        menuFromServer: true,
        serverMenu: routesForRole(APP_ROUTES, 'admin'),
      });
      expect(await runGuards(target('Monitor'), ctx)).toEqual({ type: 'pass' });
    });

    it('allows the whitelist (login, notFound) without the menu', async () => {
      const { ctx } = fakeGuardContext({ token: true, role: 'user', menuFromServer: true, fetchedMenu: [] });
      expect(await runGuards(target(LOGIN_ROUTE.name), ctx)).toEqual({ type: 'pass' });
      expect(await runGuards(target(NOT_FOUND_ROUTE.name), ctx)).toEqual({ type: 'pass' });
      expect(ctx.fetchServerMenu).not.toHaveBeenCalled();
    });

    it('answers not-found for a route missing from the menu', async () => {
      const { ctx } = fakeGuardContext({ token: true, role: 'user', menuFromServer: true, serverMenu: userMenu });
      expect(await runGuards(target('Workplace'), ctx)).toEqual({ type: 'notFound' });
    });

    it('answers not-found for a route in the menu the role may not open', async () => {
      const { ctx } = fakeGuardContext({
        token: true,
        role: 'user',
        menuFromServer: true,
        serverMenu: routesForRole(APP_ROUTES, 'admin'),
      });
      expect(await runGuards(target('Workplace'), ctx)).toEqual({ type: 'notFound' });
    });

    it('answers not-found when the menu cannot be fetched', async () => {
      const { ctx } = fakeGuardContext({
        token: true,
        role: 'user',
        menuFromServer: true,
        fetchedMenu: new Error('500'),
      });
      expect(await runGuards(target('MatterSampleList'), ctx)).toEqual({ type: 'notFound' });
    });

    it('gives a visitor the open part of the table without calling the server', async () => {
      const { ctx } = fakeGuardContext({ menuFromServer: true });
      expect(await runGuards(target('MatterList'), ctx)).toEqual({ type: 'pass' });
      expect(ctx.fetchServerMenu).not.toHaveBeenCalled();
    });
  });
});
