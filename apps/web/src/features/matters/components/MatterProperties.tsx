import { Descriptions, Space, Tag } from 'antd';
import type { MatterDetail } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/records/DetailHeader';
import { labelOf, OPTION_LISTS, useLang } from '../../../components/records/options';
import { RichText, TextBlock } from '../../../components/records/RichText';

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
              children: <TextBlock text={m.material_effect} />,
            },
            { key: 'nature', label: t('matter.field.nature_flavor'), children: <TextBlock text={m.nature_flavor} /> },
            {
              key: 'ingredient',
              label: t('matter.field.material_ingredient'),
              children: <TextBlock text={m.material_ingredient} />,
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
            { key: 'qs', label: t('matter.field.material_qs'), children: <TextBlock text={m.material_qs} /> },
            { key: 'sa', label: t('matter.field.material_sa'), children: <TextBlock text={m.material_sa} /> },
            { key: 'ra', label: t('matter.field.material_ra'), children: <TextBlock text={m.material_ra} /> },
            { key: 'taboo', label: t('matter.field.material_taboo'), children: <TextBlock text={m.material_taboo} /> },
          ]}
        />
      </Section>
      <Section title={t('matter.field.material_record')} id="matter-records">
        <RichText html={m.material_record} testId="herbal-records" />
      </Section>
    </>
  );
}
