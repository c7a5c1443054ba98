import { afterAll, beforeAll, expect, it } from 'vitest';
import { PREFERENCE_MAX_KEYS } from '@yaoshi/contracts';
import { createTestApp, describeEngines, type TestApp } from './helper';

/** GET / PUT / DELETE /api/user/preferences/:key: own values only, checked, size-limited. */
describeEngines('user preferences', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const url = '/api/user/preferences/list-columns.matters';
  const value = {
    order: ['num', 'name', 'status', 'updatedAt'],
    hidden: ['image'],
    fixed: { num: 'left', ops: 'right' },
  };

  it('is for signed-in people only', async () => {
    expect((await t.call('GET', url)).envelope.code).toBe(50008);
    expect((await t.call('PUT', url, { payload: { value } })).envelope.code).toBe(50008);
    expect((await t.call('DELETE', url)).envelope.code).toBe(50008);
  });

  it('answers null before anything is saved, then the saved value; reset brings null back', async () => {
    const before = await t.call('GET', url, { as: 'user' });
    expect(before.envelope.code).toBe(1);
    expect(before.data).toEqual({ key: 'list-columns.matters', value: null, updated_at: null });

    const put = await t.call('PUT', url, { as: 'user', payload: { value }, lang: 'en-us' });
    expect(put.envelope).toMatchObject({ code: 1, msg: 'Setting saved', data: { value } });
    expect((await t.call('GET', url, { as: 'user' })).data).toMatchObject({ value, updated_at: expect.any(Number) });

    // Overwrite (defaults fill what is left out).
    const put2 = await t.call('PUT', url, { as: 'user', payload: { value: { hidden: ['brand'] } } });
    expect(put2.data.value).toEqual({ order: [], hidden: ['brand'], fixed: {} });
    expect((await t.call('GET', url, { as: 'user' })).data.value).toEqual({ order: [], hidden: ['brand'], fixed: {} });

    const reset = await t.call('DELETE', url, { as: 'user' });
    expect(reset.data).toEqual({ key: 'list-columns.matters', value: null, updated_at: null });
    expect((await t.call('GET', url, { as: 'user' })).data.value).toBeNull();
  });

  it('keeps each user their own', async () => {
    await t.call('PUT', url, { as: 'admin', payload: { value: { hidden: ['status'] } } });
    await t.call('PUT', url, { as: 'user', payload: { value: { hidden: ['brand'] } } });
    expect((await t.call('GET', url, { as: 'admin' })).data.value.hidden).toEqual(['status']);
    expect((await t.call('GET', url, { as: 'user' })).data.value.hidden).toEqual(['brand']);
    await t.call('DELETE', url, { as: 'user' });
    expect((await t.call('GET', url, { as: 'admin' })).data.value.hidden).toEqual(['status']);
  });

  it('refuses malformed keys, unknown kinds and values of the wrong shape, naming the field', async () => {
    const badKey = await t.call('GET', '/api/user/preferences/Not%20a%20key', { as: 'user', lang: 'en-us' });
    expect(badKey.envelope.code).toBe(40000);
    expect(badKey.envelope.msg).toContain('key');

    const unknown = await t.call('PUT', '/api/user/preferences/theme.main', {
      as: 'user',
      lang: 'en-us',
      payload: { value: { dark: true } },
    });
    expect(unknown.envelope.code).toBe(40000);
    expect(unknown.envelope.msg).toBe('The kind of key is unknown (known: list-columns)');

    for (const bad of [
      { hidden: 'num' },
      { fixed: { num: 'top' } },
      { order: ['<script>'] },
      { hidden: [], extra: 1 },
      'text',
      null,
    ]) {
      const res = await t.call('PUT', url, { as: 'user', lang: 'zh-cn', payload: { value: bad } });
      expect(res.envelope.code, JSON.stringify(bad)).toBe(40000);
      expect(res.envelope.msg, JSON.stringify(bad)).toMatch(/^value.* 不符合 list-columns 设置的格式$/);
    }
    const noValue = await t.call('PUT', url, { as: 'user', payload: {} });
    expect(noValue.envelope.code).toBe(40000);
  });

  it('limits the size of a value and the number of keys', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `column-number-${i}-${'x'.repeat(20)}`);
    const big = await t.call('PUT', url, { as: 'user', payload: { value: { order: long, hidden: long } } });
    expect(big.statusCode).toBe(413);

    for (let i = 0; i < PREFERENCE_MAX_KEYS; i++) {
      const res = await t.call('PUT', `/api/user/preferences/list-columns.l${i}`, {
        as: 'admin',
        payload: { value: {} },
      });
      if (res.envelope.code !== 1) {
        // The admin already has one key (list-columns.matters) from the test above.
        expect(i).toBe(PREFERENCE_MAX_KEYS - 1);
        expect(res.envelope.code).toBe(40000);
        break;
      }
    }
    // Overwriting an existing key still works at the cap.
    expect((await t.call('PUT', url, { as: 'admin', payload: { value: {} } })).envelope.code).toBe(1);
  });
});
