import type { ReactNode } from 'react';
import { Alert, Descriptions, Space, Tag } from 'antd';
import {
  BATCH_ANNOUNCEMENTS,
  type CatalogueBatch,
  familyLatin,
  type MatterDetail,
  type ProvenanceField,
  sourceOf,
} from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/record-kit/DetailHeader';
import { ImageGallery } from '@/components/record-kit/images';
import { ChineseName } from '@/components/ChineseText';
import { formatTime } from '@/lib/format';
import { RecordText, SourceMark } from './RecordText';

const dash = (v: string | null | undefined) => (v && v.trim() ? v : '-');

/** Images, names, source species and the catalogue entry (batch, announcement, note). */
export function MatterOverview({ m }: { m: MatterDetail }) {
  const { t } = useTranslation();
  const batch = m.catalogue_batch as CatalogueBatch | null;
  // A filled fact shows its source under it (the monograph's 【来源】, or the institute's note).
  const sourced = (field: ProvenanceField, value: ReactNode) =>
    String(m[field] ?? '').trim() ? (
      <>
        {value}
        <SourceMark source={sourceOf(m.provenance, field)} />
      </>
    ) : (
      value
    );
  return (
    <Section title={t('matter.section.overview')} id="matter-overview">
      {m.catalogue_note && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('matter.field.catalogue_note')}
          description={
            <>
              <RecordText zh={m.catalogue_note} block />
              <SourceMark source={sourceOf(m.provenance, 'catalogue_note')} />
            </>
          }
          data-testid="catalogue-note"
        />
      )}
      <div className="records-detail-grid">
        <div>
          <ImageGallery images={m.images} alt={m.material_name} />
        </div>
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            {
              key: 'aliases',
              label: t('matter.field.aliases'),
              // Other Chinese names: no English rendering, so marked as Chinese on an English page.
              children: <RecordText zh={m.aliases.join('、')} />,
            },
            {
              key: 'pinyin',
              label: t('matter.field.name_pinyin'),
              children: <span className="records-pinyin">{dash(m.name_pinyin)}</span>,
            },
            { key: 'en', label: t('matter.field.name_en'), children: dash(m.name_en) },
            {
              key: 'latin',
              label: t('matter.field.latin_name'),
              children: sourced('latin_name', m.latin_name ? <i>{m.latin_name}</i> : '-'),
            },
            {
              key: 'pharm',
              label: t('matter.field.pharmaceutical_name'),
              children: m.pharmaceutical_name ? <i>{m.pharmaceutical_name}</i> : '-',
            },
            // English: the family's Latin name, the English part used; else the Chinese marked as such.
            {
              key: 'family',
              label: t('matter.field.family'),
              children: sourced('family', <RecordText zh={m.family} en={familyLatin(m.family)} />),
            },
            {
              key: 'part',
              label: t('matter.field.part_used'),
              children: sourced('part_used', <RecordText zh={m.part_used} en={m.part_used_en} />),
            },
            {
              key: 'origin',
              label: t('matter.field.material_origin'),
              // An origin without a recorded source is the institute's own note.
              children: sourced('material_origin', <RecordText zh={m.material_origin} />),
            },
            {
              key: 'batch',
              label: t('matter.field.batch'),
              children: batch ? (
                <Space wrap>
                  <Tag color="blue">{t(`matter.batch.${batch}`)}</Tag>
                  {/* A document number as issued (卫法监发〔2002〕51号), tagged as Chinese text. */}
                  <ChineseName text={BATCH_ANNOUNCEMENTS[batch]} />
                </Space>
              ) : (
                '-'
              ),
            },
            { key: 'created', label: t('catalogue.field.createdAt'), children: formatTime(m.created_at) },
          ]}
        />
      </div>
    </Section>
  );
}
