import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { MatterDetail } from '@yaoshi/contracts';
import i18n from '@/lib/i18n';
import { MatterOverview } from './MatterOverview';

afterEach(cleanup);

const matter = (material_origin: string) =>
  ({
    material_name: '枸杞子',
    aliases: [],
    name_en: 'Barbary Wolfberry Fruit',
    latin_name: 'Lycium barbarum L.',
    pharmaceutical_name: 'Lycii Fructus',
    family: '茄科 Solanaceae',
    part_used: '干燥成熟果实',
    part_used_en: 'dried ripe fruit',
    material_origin,
    catalogue_batch: 2002,
    catalogue_note: '',
    images: [],
    updated_at: 0,
    provenance: { latin_name: ORIGIN, family: ORIGIN, part_used: ORIGIN },
  }) as unknown as MatterDetail;

const ORIGIN = {
  kind: 'cited',
  document: '中华人民共和国药典',
  edition: '2020年版 一部',
  number: '',
  section: '枸杞子 【来源】',
  date: '',
};

it('labels an origin without a source as the institute’s note, in either language', async () => {
  await i18n.changeLanguage('zh-CN');
  render(<MatterOverview m={matter('主产于宁夏')} />);
  expect(screen.getByText('主产于宁夏')).toBeTruthy();
  expect(screen.getByTestId('institute-note').textContent).toBe('本所注释');
  cleanup();
  await i18n.changeLanguage('en-US');
  render(<MatterOverview m={matter('主产于宁夏')} />);
  expect(screen.getByTestId('institute-note').textContent).toBe("Institute's note");
  cleanup();
  render(<MatterOverview m={matter('')} />);
  expect(screen.queryByTestId('institute-note')).toBeNull();
  await i18n.changeLanguage('zh-CN');
  // Three renders of an antd table on a busy machine.
}, 20_000);

it('cites the monograph’s 【来源】 beside the Latin name, family and part used, in either language', async () => {
  for (const [lang, label] of [
    ['zh-CN', '来源：'],
    ['en-US', 'Source: '],
  ] as const) {
    await i18n.changeLanguage(lang);
    render(<MatterOverview m={matter('')} />);
    const lines = screen.getAllByTestId('fact-source').map((e) => e.textContent);
    expect(lines).toEqual(Array(3).fill(`${label}中华人民共和国药典 2020年版 一部 · 枸杞子 【来源】`));
    cleanup();
  }
  await i18n.changeLanguage('zh-CN');
});
