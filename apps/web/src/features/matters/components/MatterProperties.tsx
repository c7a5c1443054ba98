import { Descriptions, Space, Tag } from 'antd';
import type { MatterDetail } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../features/records/DetailHeader';
import { labelOf, OPTION_LISTS, useLang } from '../../../features/records/options';
import { RichText } from '../../../features/records/RichText';
import { RecordText } from './RecordText';

/** Effects and properties; quality, safety and risk; taboos; herbal records. */
export function MatterProperties({ m }: { m: MatterDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <Section title={t('matter.section.effects')} id="matter-effects">
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'tags',
              label: t('matter.field.effectTags'),
              children: m.effect_tags.length ? (
                <Space size={[0, 4]} wrap>
                  {m.effect_tags.map((k) => (
                    <Tag key={k} color="green">
                      {labelOf(OPTION_LISTS.effectTags, k, lang)}
                    </Tag>
                  ))}
                </Space>
              ) : (
                '-'
              ),
            },
            {
              key: 'effect',
              label: t('matter.field.material_effect'),
              children: <RecordText zh={m.material_effect} block />,
            },
            {
              key: 'nature',
              label: t('matter.field.nature_flavor'),
              children: <RecordText zh={m.nature_flavor} block />,
            },
            {
              key: 'ingredient',
              label: t('matter.field.material_ingredient'),
              children: <RecordText zh={m.material_ingredient} block />,
            },
          ]}
        />
      </Section>
      <Section title={t('matter.section.safety')} id="matter-safety">
        <Descriptions
          size="small"
          column={1}
          bordered
          styles={{ label: { width: 160 } }}
          items={[
            { key: 'qs', label: t('matter.field.material_qs'), children: <RecordText zh={m.material_qs} block /> },
            { key: 'sa', label: t('matter.field.material_sa'), children: <RecordText zh={m.material_sa} block /> },
            { key: 'ra', label: t('matter.field.material_ra'), children: <RecordText zh={m.material_ra} block /> },
            {
              key: 'taboo',
              label: t('matter.field.material_taboo'),
              children: <RecordText zh={m.material_taboo} block />,
            },
          ]}
        />
      </Section>
      <Section title={t('matter.field.material_record')} id="matter-records">
        <RichText html={m.material_record} testId="herbal-records" />
      </Section>
    </>
  );
}
