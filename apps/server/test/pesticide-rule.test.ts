import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHP_PESTICIDE_RULE_NUM, type MatterDetail } from '@yaoshi/contracts';
import { DATA_MIGRATIONS_STEP } from '../src/db/seed';
import { createTestApp, describeEngines, type TestApp } from './helper';

/** 通则0212's rule on the 33 banned pesticides, recorded once and linked to plant substances. */
describeEngines('pesticide rule', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'regulations', DATA_MIGRATIONS_STEP] });
  });
  afterAll(() => t.close());

  const matterByName = async (name: string) => {
    const list = (await t.call('GET', `/api/matters?q=${encodeURIComponent(name)}`)).data.list as {
      id: number;
      material_name: string;
    }[];
    return (await t.call('GET', `/api/matters/${list.find((m) => m.material_name === name)!.id}`)).data as MatterDetail;
  };

  it('is one standard, citing ChP 2020 vol. IV, linked to the 94 plant substances with a monograph', async () => {
    const found = await t.call('GET', `/api/regulations?q=${encodeURIComponent('通则0212')}&pageSize=100`);
    const rules = (found.data.list as { id: number; regulation_num: string }[]).filter(
      (r) => r.regulation_num === CHP_PESTICIDE_RULE_NUM,
    );
    expect(rules).toHaveLength(1);
    const rule = (await t.call('GET', `/api/regulations/${rules[0]!.id}`)).data;
    expect(rule.regulation_type).toBe('standard');
    expect(rule.regulation_name).toContain('2020年版 四部 通则0212');
    expect(rule.matter_ids).toHaveLength(94);
  });

  it('applies to 枸杞子 and 山药, not to animal substances, fungi, algae or matters without a monograph', async () => {
    const linked = async (name: string) =>
      (await matterByName(name)).regulations.some((r) => r.regulation_num === CHP_PESTICIDE_RULE_NUM);
    expect(await linked('枸杞子')).toBe(true);
    expect(await linked('山药')).toBe(true);
    for (const name of ['蜂蜜', '阿胶', '茯苓', '灵芝', '昆布', '枳椇子']) expect(await linked(name), name).toBe(false);
  });
});
