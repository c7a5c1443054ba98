import type { ReactNode } from 'react';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { type MatterDetail, natureFlavorEnglish, sourceOf } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/record-kit/DetailHeader';
import { labelOf, OPTION_LISTS, useLang } from '@/components/record-kit/options';
import { RichText } from '@/components/record-kit/RichText';
import { RecordText, SourcedText, SourceMark } from './RecordText';

/**
 * 主要成分 and 质量标准 where the pharmacopoeia section holds the data: they show it (assay markers;
 * how many limits, linked) instead of an empty "none" above filled data.
 */
function FromMonograph({ text, derived }: { text: string; derived: ReactNode }) {
  if (!derived) return <RecordText zh={text} block />;
  return (
    <>
      {text && <RecordText zh={text} block />}
      <div data-testid="from-monograph">{derived}</div>
    </>
  );
}

/** Effects and properties; quality, safety and risk; taboos; herbal records. */
export function MatterProperties({ m }: { m: MatterDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const mono = m.monograph;
  const markers = mono?.constituents ?? [];
  const limits = (mono?.assays.length ?? 0) + (mono?.tests.length ?? 0);
  const toSection = (
    <a
      href="#matter-monograph"
      className="records-inline-link"
      onClick={(e) => {
        e.preventDefault();
        document.getElementById('matter-monograph')?.scrollIntoView({ behavior: 'smooth' });
      }}
    >
      {t('monograph.title')}
    </a>
  );
  const ingredient = markers.length ? (
    <Space size={[4, 4]} wrap>
      <Typography.Text type="secondary">{t('monograph.derived.markers')}</Typography.Text>
      {markers.map((c) => (
        <Tag key={c.name} color="geekblue" lang="zh-CN">
          {c.name}
        </Tag>
      ))}
      <Typography.Text type="secondary">({toSection})</Typography.Text>
    </Space>
  ) : null;
  const qs = limits ? (
    <Typography.Text>
      {t('monograph.derived.limits', { assays: mono?.assays.length ?? 0, tests: mono?.tests.length ?? 0 })} {toSection}
    </Typography.Text>
  ) : null;
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
              children: (
                <>
                  <RecordText zh={m.material_effect} block />
                  {m.material_effect.trim() && <SourceMark source={sourceOf(m.provenance, 'material_effect')} />}
                </>
              ),
            },
            {
              key: 'nature',
              label: t('matter.field.nature_flavor'),
              children: (
                <>
                  <RecordText zh={m.nature_flavor} en={natureFlavorEnglish(m.nature_flavor)} glossary block />
                  {m.nature_flavor.trim() && <SourceMark source={sourceOf(m.provenance, 'nature_flavor')} />}
                </>
              ),
            },
            {
              key: 'ingredient',
              label: t('matter.field.material_ingredient'),
              children: <FromMonograph text={m.material_ingredient} derived={ingredient} />,
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
            {
              key: 'qs',
              label: t('matter.field.material_qs'),
              children: <FromMonograph text={m.material_qs} derived={qs} />,
            },
            { key: 'sa', label: t('matter.field.material_sa'), children: <RecordText zh={m.material_sa} block /> },
            { key: 'ra', label: t('matter.field.material_ra'), children: <RecordText zh={m.material_ra} block /> },
            {
              key: 'taboo',
              label: t('matter.field.material_taboo'),
              children: <SourcedText zh={m.material_taboo} source={sourceOf(m.provenance, 'material_taboo')} />,
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
