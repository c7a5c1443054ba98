import { describe, expect, it } from 'vitest';
import { findRoute, type RouteRecord } from '@/lib/routes';
import { fakeGuardContext } from '@/testing/guard-context';
import { runGuards } from './guards';

/**
 * The DNA identification tool needs a sign-in: a visitor who opens it is sent to the login page
 * (with the way back), a signed-in researcher or curator opens it. The browser's part of the
 * redirect is proven once, for the sample list, in e2e/specs/navigation.spec.ts.
 */
function dnaTool() {
  const record = findRoute('DnaIdentify') as RouteRecord;
  return {
    name: 'DnaIdentify',
    meta: record.meta,
    path: record.fullPath,
    fullPath: record.fullPath,
    query: {},
    params: {},
  };
}

describe('the DNA identification tool', () => {
  it('is the route #/matterSample/dna-identify', () => {
    expect(dnaTool().path).toBe('/matterSample/dna-identify');
  });

  it('sends a visitor to login, with the tool as the way back', async () => {
    const { ctx } = fakeGuardContext();
    expect(await runGuards(dnaTool(), ctx)).toEqual({ type: 'redirect', to: '/login?redirect=DnaIdentify' });
  });

  it('opens for a signed-in researcher and curator', async () => {
    for (const role of ['user', 'admin'] as const) {
      const { ctx } = fakeGuardContext({ token: true, role });
      expect(await runGuards(dnaTool(), ctx), role).toEqual({ type: 'pass' });
    }
  });
});
