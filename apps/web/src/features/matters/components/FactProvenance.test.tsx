import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { MatterDetail } from '@yaoshi/contracts';
import i18n from '@/lib/i18n';
import { MatterOverview } from './MatterOverview';
import { SourcedText } from './RecordText';

afterEach(cleanup);

const NOTE_2024 = {
  kind: 'cited',
  document: '《关于地黄等4种按照传统既是食品又是中药材的物质的公告》解读',
  edition: '',
  number: '2024年第4号',
  section: '官方解读（国家卫生健康委员会），非公告正文',
  date: '2024-08-26',
} as const;

const matter = (over: Partial<MatterDetail>) =>
  ({
    material_name: '地黄',
    aliases: [],
    name_en: '',
    latin_name: '',
    pharmaceutical_name: '',
    family: '',
    part_used: '',
    part_used_en: '',
    material_origin: '',
    catalogue_batch: 2024,
    catalogue_note: '',
    provenance: {},
    images: [],
    updated_at: 0,
    ...over,
  }) as unknown as MatterDetail;

it('shows a catalogue note with the explanatory note it cites, number and date', async () => {
  await i18n.changeLanguage('en-US');
  render(
    <MatterOverview
      m={matter({
        catalogue_note: '孕妇、哺乳期妇女及婴幼儿等特殊人群不推荐食用。',
        provenance: { catalogue_note: NOTE_2024 },
      })}
    />,
  );
  const source = screen.getByTestId('fact-source').textContent ?? '';
  expect(source).toContain('Source: ');
  expect(source).toContain('2024年第4号');
  expect(source).toContain('2024-08-26');
  expect(screen.queryByTestId('institute-note')).toBeNull();
  await i18n.changeLanguage('zh-CN');
});

it('marks a taboo without a source as the institute’s note, one citing the pharmacopoeia with its section', async () => {
  await i18n.changeLanguage('zh-CN');
  render(<SourcedText zh="一岁以下婴儿不宜食用。" source={{ kind: 'institute' }} />);
  expect(screen.getByTestId('institute-note').textContent).toBe('本所注释');
  expect(screen.queryByTestId('fact-source')).toBeNull();
  cleanup();
  render(
    <SourcedText
      zh="不宜与海藻、京大戟、红大戟、甘遂、芫花同用。"
      source={{
        kind: 'cited',
        document: '中华人民共和国药典',
        edition: '2020年版 一部',
        number: '',
        section: '甘草 【注意】',
        date: '',
      }}
    />,
  );
  expect(screen.getByTestId('fact-source').textContent).toBe('来源：中华人民共和国药典 2020年版 一部 · 甘草 【注意】');
  expect(screen.queryByTestId('institute-note')).toBeNull();
  cleanup();
  render(<SourcedText zh="" source={{ kind: 'institute' }} />);
  expect(screen.queryByTestId('institute-note')).toBeNull();
});
