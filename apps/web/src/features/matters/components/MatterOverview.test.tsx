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
  }) as unknown as MatterDetail;

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
});
