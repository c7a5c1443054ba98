import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor } from './login-redirect';

describe('login redirect', () => {
  it('round-trips a named route with its query', () => {
    const login = loginPathFor({ name: 'MatterSampleList', query: { q: '枸杞', current: '2' }, params: {} });
    const search = new URL(login, 'http://x').searchParams;
    expect(afterLoginPath(search)).toBe('/matterSample/matter-sample-list?q=%E6%9E%B8%E6%9D%9E&current=2');
  });

  it('round-trips path parameters of a detail page', () => {
    const login = loginPathFor({ name: 'MatterSampleDetail', query: {}, params: { id: '7' } });
    expect(afterLoginPath(new URL(login, 'http://x').searchParams)).toBe('/matterSample/matter-sample-detail/7');
  });

  it('goes to the default route without (or with an unknown) target', () => {
    expect(afterLoginPath(new URLSearchParams())).toBe('/dashboard/workplace');
    expect(afterLoginPath(new URLSearchParams('redirect=Nope'))).toBe('/dashboard/workplace');
    expect(afterLoginPath(new URLSearchParams('redirect=login'))).toBe('/dashboard/workplace');
    expect(afterLoginPath(new URLSearchParams('redirect=MatterSampleDetail&redirectParams=%7Bbad'))).toBe(
      '/dashboard/workplace',
    );
  });
});
