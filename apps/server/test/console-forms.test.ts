import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

const channel = {
  activityName: '枸杞推广2025',
  channelType: 'app',
  promotionTime: ['2025-03-01', '2025-03-31'],
  promoteLink: 'https://example.org/gouqi',
  advertisingSource: 'wechat',
  advertisingMedia: 'feed',
  keywords: ['枸杞', '药食同源'],
  pushNotify: true,
  advertisingContent: '枸杞子为茄科植物宁夏枸杞的干燥成熟果实。',
};

const group = {
  video: {
    mode: 'custom',
    acquisition: { resolution: '1920*1080', frameRate: 25 },
    encoding: { resolution: '1280*720', rate: { min: 300, max: 1800, default: 1200 }, frameRate: 25, profile: 'high' },
  },
  audio: { mode: 'standard', acquisition: { channels: 2 }, encoding: { channels: 2, rate: 192, profile: 'aac-lc' } },
  description: '实验室宣传片的采集与编码参数',
};

describeEngines('console: step and group forms, basic profile', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('stores a valid channel and lists it (admin only)', async () => {
    const res = await t.call('POST', '/api/channel-form/submit', { as: 'admin', payload: channel, lang: 'en-us' });
    expect(res.envelope).toMatchObject({ code: 1, msg: 'Channel created' });
    expect(res.data).toMatchObject({ ...channel, submittedBy: 'admin' });
    const list = await t.call('GET', '/api/channel-form/list', { as: 'admin' });
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({
      id: res.data.id,
      activityName: '枸杞推广2025',
      keywords: ['枸杞', '药食同源'],
    });
    const user = await t.call('POST', '/api/channel-form/submit', { as: 'user', payload: channel });
    expect(user.envelope.code).toBe(40300);
    const visitor = await t.call('POST', '/api/channel-form/submit', { payload: channel });
    expect(visitor.envelope.code).toBe(50008);
  });

  describe('refuses each bad step-form input with the field and the spec text', () => {
    const cases: [string, Record<string, unknown>, string, string, string][] = [
      [
        'missing activity name',
        { activityName: undefined },
        'activityName',
        'Please enter the activity name',
        '请输入活动名称',
      ],
      ['empty activity name', { activityName: '' }, 'activityName', 'Please enter the activity name', '请输入活动名称'],
      [
        'activity name over 20',
        { activityName: '枸'.repeat(21) },
        'activityName',
        'The activity name has at most 20 characters',
        '活动名称最多 20 个字符',
      ],
      [
        'activity name with symbols',
        { activityName: 'go ji!' },
        'activityName',
        'The activity name may only contain Chinese characters, letters and digits, up to 20 characters',
        '活动名称只能包含汉字、字母和数字，最多 20 个字符',
      ],
      [
        'missing channel type',
        { channelType: undefined },
        'channelType',
        'Please select the channel type',
        '请选择渠道类型',
      ],
      [
        'missing promotion time',
        { promotionTime: undefined },
        'promotionTime',
        'Please select the promotion time',
        '请选择推广时间',
      ],
      [
        'reversed promotion time',
        { promotionTime: ['2025-04-01', '2025-03-01'] },
        'promotionTime',
        'The promotion start cannot be after its end',
        '推广开始时间不能晚于结束时间',
      ],
      [
        'missing promote link',
        { promoteLink: undefined },
        'promoteLink',
        'Please enter the promote link',
        '请输入推广地址',
      ],
      [
        'promote link not http',
        { promoteLink: 'ftp://example.org' },
        'promoteLink',
        'The promote link must start with http:// or https://',
        '推广地址须以 http:// 或 https:// 开头',
      ],
      [
        'missing advertising source',
        { advertisingSource: undefined },
        'advertisingSource',
        'Please select the advertising source',
        '请选择广告来源',
      ],
      [
        'missing advertising media',
        { advertisingMedia: undefined },
        'advertisingMedia',
        'Please select the advertising media',
        '请选择广告媒介',
      ],
      ['missing keyword', { keywords: [] }, 'keywords', 'Please enter a keyword', '请输入关键词'],
      [
        'missing advertising content',
        { advertisingContent: '' },
        'advertisingContent',
        'Please enter the advertising content',
        '请输入广告内容',
      ],
      [
        'advertising content over 200 words',
        { advertisingContent: '字'.repeat(201) },
        'advertisingContent',
        'The advertising content has at most 200 words',
        '广告内容最多 200 字',
      ],
      [
        'advertising content of 201 English words',
        { advertisingContent: 'word '.repeat(201) },
        'advertisingContent',
        'The advertising content has at most 200 words',
        '广告内容最多 200 字',
      ],
    ];
    it.each(cases)('%s', async (_name, patch, field, en, zh) => {
      const payload = { ...channel, ...patch };
      const res = await t.call('POST', '/api/channel-form/submit', { as: 'admin', payload, lang: 'en-us' });
      expect(res.statusCode).toBe(400);
      expect(res.envelope).toMatchObject({ code: 40000, msg: en });
      expect(res.data).toEqual([{ field, message: en }]);
      const cn = await t.call('POST', '/api/channel-form/submit', { as: 'admin', payload, lang: 'zh-cn' });
      expect(cn.data).toEqual([{ field, message: zh }]);
    });
    it('accepts exactly 20 characters and 200 words', async () => {
      const res = await t.call('POST', '/api/channel-form/submit', {
        as: 'admin',
        payload: { ...channel, activityName: 'A1枸'.repeat(6) + 'AB', advertisingContent: '字'.repeat(200) },
      });
      expect(res.envelope.code).toBe(1);
    });
    it('refuses unknown fields', async () => {
      const res = await t.call('POST', '/api/channel-form/submit', { as: 'admin', payload: { ...channel, extra: 1 } });
      expect(res.data).toEqual([{ field: 'extra', message: '不允许的字段：extra' }]);
    });
  });

  describe('refuses each bad group-form input', () => {
    const cases: [string, (g: typeof group) => unknown, string, string][] = [
      [
        'acquisition frame rate 0',
        (g) => ({ ...g, video: { ...g.video, acquisition: { ...g.video.acquisition, frameRate: 0 } } }),
        'video.acquisition.frameRate',
        'The frame rate must be between 1 and 30',
      ],
      [
        'encoding frame rate 31',
        (g) => ({ ...g, video: { ...g.video, encoding: { ...g.video.encoding, frameRate: 31 } } }),
        'video.encoding.frameRate',
        'The frame rate must be between 1 and 30',
      ],
      [
        'rate min 149',
        (g) => ({
          ...g,
          video: { ...g.video, encoding: { ...g.video.encoding, rate: { min: 149, max: 1800, default: 1000 } } },
        }),
        'video.encoding.rate.min',
        'The encoding rate must be between 150 and 1800',
      ],
      [
        'rate max 1801',
        (g) => ({
          ...g,
          video: { ...g.video, encoding: { ...g.video.encoding, rate: { min: 150, max: 1801, default: 1000 } } },
        }),
        'video.encoding.rate.max',
        'The encoding rate must be between 150 and 1800',
      ],
      [
        'rate default outside min..max',
        (g) => ({
          ...g,
          video: { ...g.video, encoding: { ...g.video.encoding, rate: { min: 500, max: 800, default: 1000 } } },
        }),
        'video.encoding.rate',
        'The encoding rates must satisfy minimum ≤ default ≤ maximum',
      ],
      [
        'audio rate 100',
        (g) => ({ ...g, audio: { ...g.audio, encoding: { ...g.audio.encoding, rate: 100 } } }),
        'audio.encoding.rate',
        'The encoding rate must be between 150 and 1800',
      ],
      [
        'description over 200 words',
        (g) => ({ ...g, description: '参'.repeat(201) }),
        'description',
        'The description has at most 200 words',
      ],
      [
        'missing video mode',
        (g) => ({ ...g, video: { ...g.video, mode: undefined } }),
        'video.mode',
        'video.mode is required',
      ],
    ];
    it.each(cases)('%s', async (_name, make, field, en) => {
      const res = await t.call('POST', '/api/group-form/submit', { as: 'admin', payload: make(group), lang: 'en-us' });
      expect(res.envelope.code).toBe(40000);
      expect(res.data).toEqual([{ field, message: en }]);
    });
  });

  it('a group-form submission awaits approval: admin todo, profile, commit → approval → finish', async () => {
    const before = await t.call('GET', '/api/profile/basic', { as: 'admin' });
    expect(before.data).toEqual({ current: null, previous: null });

    const first = await t.call('POST', '/api/group-form/submit', { as: 'admin', payload: group, lang: 'en-us' });
    expect(first.envelope).toMatchObject({ code: 1, msg: 'Parameters submitted; awaiting approval' });
    expect(first.data).toMatchObject({
      stage: 'commit',
      status: 0,
      submittedBy: 'admin',
      video: group.video,
      audio: group.audio,
    });

    // The admin sees a todo; the researcher does not.
    const todos = await t.call('GET', '/api/message/list?type=todo', { as: 'admin' });
    expect(todos.data.list[0]).toMatchObject({
      type: 'todo',
      title: '音视频参数待审批',
      link: '/profile/basic',
      status: 0,
    });
    expect(todos.data.list[0].content).toContain(`第 ${first.data.id} 号`);
    const userTodos = await t.call('GET', '/api/message/list?type=todo', { as: 'user' });
    expect(userTodos.data.total).toBe(0);

    const second = await t.call('POST', '/api/group-form/submit', {
      as: 'admin',
      payload: { ...group, video: { ...group.video, acquisition: { resolution: '3840*2160', frameRate: 30 } } },
    });
    const profile = await t.call('GET', '/api/profile/basic', { as: 'admin' });
    expect(profile.data.current.id).toBe(second.data.id);
    expect(profile.data.current.video.acquisition.frameRate).toBe(30);
    expect(profile.data.previous.id).toBe(first.data.id);

    const a = await t.call('POST', `/api/profile/basic/${second.data.id}/advance`, { as: 'admin', lang: 'en-us' });
    expect(a.envelope.msg).toBe('Moved on to: Approval');
    expect(a.data).toMatchObject({ stage: 'approval', status: 1 });
    const f = await t.call('POST', `/api/profile/basic/${second.data.id}/advance`, { as: 'admin' });
    expect(f.data).toMatchObject({ stage: 'finish', status: 2 });
    expect(f.data.steps.map((s: { stage: string }) => s.stage)).toEqual(['commit', 'approval', 'finish']);
    const again = await t.call('POST', `/api/profile/basic/${second.data.id}/advance`, { as: 'admin', lang: 'en-us' });
    expect(again.envelope).toMatchObject({
      code: 40900,
      msg: 'These parameters have already finished the approval flow',
    });
    const missing = await t.call('POST', '/api/profile/basic/9999/advance', { as: 'admin' });
    expect(missing.envelope.code).toBe(40400);

    // Finishing tells the submitter.
    const msgs = await t.call('GET', '/api/message/list?type=message', { as: 'admin' });
    expect(msgs.data.list[0]).toMatchObject({ title: '音视频参数已完成审批', link: '/profile/basic' });

    // The basic profile's operation-log table (SPEC §3 rows) from the real audit entries.
    const log = await t.call('GET', '/api/profile/basic/operation-log', { as: 'admin', lang: 'en-us' });
    expect(log.data.total).toBe(4);
    const label = `GF-${String(second.data.id).padStart(6, '0')}`;
    expect(log.data.list[0]).toMatchObject({
      contentNumber: label,
      updateContent: 'Video and audio parameters finished',
      status: 1,
    });
    expect(log.data.list[1]).toMatchObject({
      contentNumber: label,
      updateContent: 'Approved video and audio parameters',
      status: 1,
    });
    expect(log.data.list[3]).toMatchObject({ updateContent: 'Submitted video and audio parameters', status: 0 });
    const audit = await t.call('GET', '/api/operation/log?kind=group-form', { as: 'admin' });
    if (audit.envelope.code === 1) expect(audit.data.total).toBe(4);

    const list = await t.call('GET', '/api/profile/basic/list', { as: 'admin' });
    expect(list.data.total).toBe(2);
    for (const url of ['/api/profile/basic', '/api/profile/basic/list', '/api/profile/basic/operation-log']) {
      expect((await t.call('GET', url, { as: 'user' })).envelope.code).toBe(40300);
    }
    expect((await t.call('POST', `/api/profile/basic/${first.data.id}/advance`, { as: 'user' })).envelope.code).toBe(
      40300,
    );
  });
});
