import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

const info = {
  email: 'li.shizhen@example.org',
  nickname: '时珍',
  countryRegion: 'China',
  area: '420000/421100',
  address: '湖北省蕲春县',
  profile: '研究药食同源物质的本草考证。',
};

describeEngines('console: user center', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  async function login(username: string, password: string) {
    const res = await t.call('POST', '/api/User/login', { payload: { username, password } });
    return res.data?.userinfo?.token as string | undefined;
  }

  it('reads and saves basic information with the SPEC §5 rules', async () => {
    const before = await t.call('GET', '/api/user/save-info', { as: 'user' });
    expect(before.data.email).toBe('user@demo.yaoshi.local');
    const saved = await t.call('POST', '/api/user/save-info', { as: 'user', payload: info, lang: 'en-us' });
    expect(saved.envelope).toMatchObject({ code: 1, msg: 'Saved' });
    expect(saved.data).toMatchObject(info);
    const again = await t.call('GET', '/api/user/save-info', { as: 'user' });
    expect(again.data).toMatchObject(info);
    // The overview card reads the same record.
    const me = await t.call('GET', '/api/user/info', { as: 'user' });
    expect(me.data).toMatchObject({ email: info.email, nickname: info.nickname, introduction: info.profile });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: '' }, 'email', 'Please enter your email'],
      [{ email: 'not-an-email' }, 'email', 'The email address is invalid'],
      [{ nickname: undefined }, 'nickname', 'Please enter your nickname'],
      [{ countryRegion: ' ' }, 'countryRegion', 'Please select your country/region'],
      [{ area: undefined }, 'area', 'Please select your area'],
      [{ profile: '字'.repeat(201) }, 'profile', 'The profile has at most 200 words'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await t.call('POST', '/api/user/save-info', {
        as: 'user',
        payload: { ...info, ...patch },
        lang: 'en-us',
      });
      expect(res.envelope.code, field).toBe(40000);
      expect(res.data).toEqual([{ field, message }]);
    }
    // Address is optional (SPEC §5 lists email, nickname, country/region and area).
    const { address: _a, ...noAddress } = info;
    expect((await t.call('POST', '/api/user/save-info', { as: 'user', payload: noAddress })).envelope.code).toBe(1);
  });

  it('sets the avatar to an uploaded image only (external links refused)', async () => {
    // A 1×1 PNG uploaded the way the web does it (POST /api/user/upload, multipart field `file`).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = '----yaoshi';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const token = await t.login('user');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/user/upload',
      headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    const url = up.statusCode === 404 ? '/api/files/' + 'a'.repeat(64) : (up.json().data.url as string);
    const ok = await t.call('POST', '/api/user/avatar', { as: 'user', payload: { avatar: url } });
    expect(ok.data.avatar).toBe(url);
    expect((await t.call('GET', '/api/user/info', { as: 'user' })).data.avatar).toBe(url);
    const web = await t.call('POST', '/api/user/avatar', {
      as: 'user',
      payload: { avatar: 'https://example.org/a.png' },
    });
    expect(web.envelope.code).toBe(40000);
    expect(web.envelope.msg).toBe('请上传图片（avatar 不接受外部链接）');
    const bad = await t.call('POST', '/api/user/avatar', {
      as: 'user',
      payload: { avatar: 'javascript:alert(1)' },
      lang: 'en-us',
    });
    expect(bad.data).toEqual([
      { field: 'avatar', message: 'Upload the image; external links are not accepted (avatar)' },
    ]);
  });

  it('changes the password: old one refused afterwards, other sessions get 50012', async () => {
    await t.app.services.users.create({ username: 'pwuser', password: 'Start123', roles: ['user'] });
    const a = (await login('pwuser', 'Start123'))!;
    const b = (await login('pwuser', 'Start123'))!;
    const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
      t.call(method, url, { headers: { token, 'accept-language': 'en-us' }, payload });

    const sessions = await call(a, 'GET', '/api/user/sessions');
    expect(sessions.data).toHaveLength(2);
    expect(sessions.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const wrong = await call(a, 'POST', '/api/user/password', { oldPassword: 'nope', newPassword: 'Better456' });
    expect(wrong.envelope).toMatchObject({ code: 40000, msg: 'The current password is wrong' });
    expect(wrong.data).toEqual([{ field: 'oldPassword', message: 'The current password is wrong' }]);
    for (const [pw, message] of [
      ['Ab1', 'The password needs at least 6 characters'],
      ['Abc 1234', 'The password cannot contain spaces'],
      ['Abcdefg', 'The password must contain a digit'],
      ['ABC12345', 'The password must contain a lower-case letter'],
      ['abc12345', 'The password must contain an upper-case letter'],
    ]) {
      const res = await call(a, 'POST', '/api/user/password', { oldPassword: 'Start123', newPassword: pw });
      expect(res.data, pw).toEqual([{ field: 'newPassword', message }]);
    }

    const changed = await call(a, 'POST', '/api/user/password', { oldPassword: 'Start123', newPassword: 'Better456' });
    expect(changed.envelope).toMatchObject({ code: 1, data: { endedSessions: 1 } });
    expect((await call(a, 'GET', '/api/user/info')).envelope.code).toBe(1);
    const other = await call(b, 'GET', '/api/user/info');
    expect(other.statusCode).toBe(401);
    expect(other.envelope.code).toBe(50012);
    expect(await login('pwuser', 'Start123')).toBeUndefined();
    expect(await login('pwuser', 'Better456')).toBeTruthy();
  });

  it('lists and ends own sessions, not others', async () => {
    await t.app.services.users.create({ username: 'sessuser', password: 'Start123', roles: ['user'] });
    const a = (await login('sessuser', 'Start123'))!;
    const b = (await login('sessuser', 'Start123'))!;
    const list = await t.call('GET', '/api/user/sessions', { headers: { token: a } });
    const current = list.data.find((s: { current: boolean }) => s.current);
    const otherId = list.data.find((s: { current: boolean }) => !s.current).id;
    const self = await t.call('DELETE', `/api/user/sessions/${current.id}`, { headers: { token: a } });
    expect(self.envelope.code).toBe(40900);
    const foreign = await t.call('DELETE', `/api/user/sessions/${otherId}`, { as: 'user' });
    expect(foreign.envelope.code).toBe(40400);
    const ended = await t.call('DELETE', `/api/user/sessions/${otherId}`, { headers: { token: a } });
    expect(ended.envelope.code).toBe(1);
    expect((await t.call('GET', '/api/user/info', { headers: { token: b } })).envelope.code).toBe(50012);
    expect((await t.call('GET', '/api/user/sessions', { headers: { token: a } })).data).toHaveLength(1);
  });

  it('certification: submit (auditing, admin todo), approve (pass), shown with records', async () => {
    const empty = await t.call('GET', '/api/user/certification', { as: 'user' });
    expect(empty.data).toEqual({ enterpriseInfo: null, record: [] });
    const body = {
      accountType: 'enterprise',
      legalPerson: '张三',
      certificateType: 'business-license',
      authenticationNumber: 'AUTH-2025-001',
      enterpriseName: '蕲春本草研究所',
      enterpriseCertificateType: 'unified-social-credit-code',
      organizationCode: '91420000MA4KXXXX1N',
    };
    const bad = await t.call('POST', '/api/user/certification', {
      as: 'user',
      payload: { ...body, organizationCode: '123' },
      lang: 'en-us',
    });
    expect(bad.data[0].field).toBe('organizationCode');
    const sent = await t.call('POST', '/api/user/certification', { as: 'user', payload: body });
    expect(sent.data.enterpriseInfo).toMatchObject({ enterpriseName: '蕲春本草研究所', status: 'auditing' });
    expect(sent.data.record).toHaveLength(1);
    expect((await t.call('POST', '/api/user/certification', { as: 'user', payload: body })).envelope.code).toBe(40900);

    const todos = await t.call('GET', '/api/message/list?type=todo', { as: 'admin' });
    expect(todos.data.list[0]).toMatchObject({ title: '企业认证待审核' });
    const queue = await t.call('GET', '/api/certifications?status=auditing', { as: 'admin' });
    expect(queue.data.list[0]).toMatchObject({ username: 'user', enterpriseName: '蕲春本草研究所' });
    expect(
      (await t.call('POST', `/api/certifications/${queue.data.list[0].id}/approve`, { as: 'user' })).envelope.code,
    ).toBe(40300);
    expect(
      (await t.call('POST', `/api/certifications/${queue.data.list[0].id}/approve`, { as: 'admin' })).envelope.code,
    ).toBe(1);

    const after = await t.call('GET', '/api/user/certification', { as: 'user', lang: 'en-us' });
    expect(after.data.enterpriseInfo.status).toBe('pass');
    expect(after.data.record[0]).toMatchObject({ certificationType: 'Enterprise certification', status: 'pass' });
    expect((await t.call('GET', '/api/user/info', { as: 'user' })).data.certification).toBe(1);
  });

  it('projects and teams: admin edits, members see theirs with contributors and counts', async () => {
    const users = await t.call('GET', '/api/projects/member-options', { as: 'admin' });
    const userId = users.data.find((u: { username: string }) => u.username === 'user').id;
    const adminId = users.data.find((u: { username: string }) => u.username === 'admin').id;
    expect((await t.call('GET', '/api/projects/member-options', { as: 'user' })).envelope.code).toBe(40300);

    const p = await t.call('POST', '/api/projects', {
      as: 'admin',
      payload: { name: '枸杞多糖含量测定', description: '不同产地枸杞子多糖含量比较', memberIds: [userId, adminId] },
    });
    expect(p.data).toMatchObject({ name: '枸杞多糖含量测定', peopleNumber: 2, owner: 'admin' });
    expect(p.data.contributors.map((c: { id: number }) => c.id).sort()).toEqual([userId, adminId].sort());
    const bad = await t.call('POST', '/api/projects', {
      as: 'admin',
      payload: { name: 'x', memberIds: [99999] },
      lang: 'en-us',
    });
    expect(bad.data).toEqual([{ field: 'memberIds', message: 'No such members: 99999' }]);
    expect((await t.call('POST', '/api/projects', { as: 'user', payload: { name: 'x' } })).envelope.code).toBe(40300);

    const tm = await t.call('POST', '/api/teams', {
      as: 'admin',
      payload: { name: '本草考证组', memberIds: [userId] },
    });
    expect(tm.data).toMatchObject({ name: '本草考证组', peopleNumber: 1 });

    const mine = await t.call('GET', '/api/user/my-project/list', { as: 'user' });
    expect(mine.data.map((x: { name: string }) => x.name)).toEqual(['枸杞多糖含量测定']);
    expect((await t.call('GET', '/api/user/my-team/list', { as: 'user' })).data[0]).toMatchObject({
      name: '本草考证组',
      peopleNumber: 1,
    });
    const counts = await t.call('GET', '/api/user/project-and-team/list', { as: 'user' });
    expect(counts.data).toEqual([
      { id: 1, key: 'createdProjects', count: 0 },
      { id: 2, key: 'joinedProjects', count: 1 },
      { id: 3, key: 'createdTeams', count: 0 },
      { id: 4, key: 'joinedTeams', count: 1 },
    ]);
    const adminCounts = await t.call('GET', '/api/user/project-and-team/list', { as: 'admin' });
    expect(adminCounts.data[0].count).toBe(1);

    const edited = await t.call('PUT', `/api/projects/${p.data.id}`, {
      as: 'admin',
      payload: { name: '枸杞多糖', memberIds: [adminId] },
    });
    expect(edited.data).toMatchObject({ name: '枸杞多糖', peopleNumber: 1 });
    expect((await t.call('GET', '/api/user/my-project/list', { as: 'user' })).data).toEqual([]);
    expect((await t.call('GET', '/api/projects', { as: 'admin' })).data.total).toBe(1);
    expect((await t.call('DELETE', `/api/teams/${tm.data.id}`, { as: 'admin' })).envelope.code).toBe(1);
    expect((await t.call('DELETE', `/api/teams/${tm.data.id}`, { as: 'admin' })).envelope.code).toBe(40400);
    expect((await t.call('GET', '/api/user/my-team/list', { as: 'user' })).data).toEqual([]);
  });
});

describeEngines('console: demo seed of projects, teams and certification', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'console demo'] });
  });
  afterAll(() => t.close());

  it('seeds deterministic, marked demo rows once', async () => {
    const { seed } = await import('../src/db/seed');
    await seed({ config: t.app.ctx.config, database: t.database, services: t.app.services, demo: true }, [
      'console demo',
    ]);
    const projects = await t.call('GET', '/api/projects?pageSize=100', { as: 'admin' });
    expect(projects.data.total).toBe(6);
    expect(
      projects.data.list.every(
        (p: { isDemo: boolean; description: string }) => p.isDemo && p.description.includes('演示'),
      ),
    ).toBe(true);
    expect((await t.call('GET', '/api/teams', { as: 'admin' })).data.total).toBe(4);
    const mine = await t.call('GET', '/api/user/my-project/list', { as: 'user' });
    expect(mine.data).toHaveLength(4);
    expect(mine.data[0].contributors.length).toBeGreaterThan(0);
    const cert = await t.call('GET', '/api/user/certification', { as: 'admin' });
    expect(cert.data.enterpriseInfo).toMatchObject({ enterpriseName: '药食同源研究所（演示）', status: 'pass' });
  });
});
