import { afterAll, beforeAll, expect, it } from 'vitest';
import { PNG_1PX, multipartFile } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';

describeEngines('catalogue: files', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts'] });
  });
  afterAll(() => t.close());

  const upload = (url: string, data: Buffer, name: string, as = 'admin') => {
    const { payload, headers } = multipartFile(data, name, 'image/png');
    return t.call('POST', url, { as, payload, headers, lang: 'en-us' });
  };

  it('stores a PNG by content and serves it with long-lived caching', async () => {
    const res = await upload('/api/files', PNG_1PX, 'dot.png');
    expect(res.envelope.code).toBe(1);
    expect(res.data).toMatchObject({ mime: 'image/png', size: PNG_1PX.length, name: 'dot.png' });
    expect(res.data.url).toBe(`/api/files/${res.data.sha256}`);
    const again = await upload('/api/user/upload', PNG_1PX, 'same.png', 'user');
    expect(again.data.sha256).toBe(res.data.sha256);

    const get = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('image/png');
    expect(get.headers.etag).toBe(`"${res.data.sha256}"`);
    expect(get.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(get.rawPayload, PNG_1PX)).toBe(0);
    const cached = await t.app.inject({
      method: 'GET',
      url: res.data.url,
      headers: { 'if-none-match': get.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    expect((await t.call('GET', `/api/files/${'0'.repeat(64)}`)).envelope.code).toBe(40400);
  });

  it('accepts a PDF for reports but only images on the user upload', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    expect((await upload('/api/files', pdf, 'report.pdf')).data.mime).toBe('application/pdf');
    const asUser = await upload('/api/user/upload', pdf, 'report.pdf', 'user');
    expect(asUser.statusCode).toBe(415);
    expect(asUser.envelope.code).toBe(41500);
  });

  it('sniffs the type: a text file named .png is refused with 41500', async () => {
    const res = await upload('/api/files', Buffer.from('just some text, not an image'), 'fake.png');
    expect(res.statusCode).toBe(415);
    expect(res.envelope).toMatchObject({
      code: 41500,
      msg: 'Unsupported file type: only JPEG, PNG and WebP images and PDFs are accepted',
    });
  });

  it('refuses a file over 10 MB with 41300', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload('/api/files', big, 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.envelope).toMatchObject({ code: 41300, msg: 'Too large; the limit is 10 MB' });
  });

  it('needs admin for /api/files and sign-in for /api/user/upload', async () => {
    const { payload, headers } = multipartFile(PNG_1PX, 'a.png');
    expect((await t.call('POST', '/api/files', { payload, headers })).envelope.code).toBe(50008);
    expect((await t.call('POST', '/api/files', { as: 'user', payload, headers })).envelope.code).toBe(40300);
    expect((await t.call('POST', '/api/user/upload', { payload, headers })).envelope.code).toBe(50008);
  });
});
