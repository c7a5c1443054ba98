import { Descriptions, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/record-kit/DetailHeader';
import { ImageGallery, Thumb } from '@/components/record-kit/images';
import { labelOf, OPTION_LISTS, useLang } from '@/components/record-kit/options';
import { detailPath } from '@/components/record-kit/paths';
import { formatTime } from '@/lib/format';
import type { SampleKindConfig } from '../sample-kinds';
import { formatVolume, type SampleDetailView } from '@/components/record-kit/sample-view';

const dash = (v: string | null | undefined) => (v && v.trim() ? v : '-');

/** Collection data (who, where, when, how much, grade, storage), the sampled record, and photos. */
export function SampleOverview({ cfg, s }: { cfg: SampleKindConfig; s: SampleDetailView }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <Section title={t('sample.section.collection')} id="sample-collection">
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'parent',
              label: t(`${cfg.i18n}.parent`),
              children: s.parent ? (
                <Space>
                  <Thumb src={s.parent.image} alt={s.parent.name} />
                  <Link to={detailPath(cfg.parentRoute, s.parent.id)} data-testid="sample-parent">
                    {s.parent.name}
                  </Link>
                  <span className="records-mono records-name-sub">{s.parent.num}</span>
                </Space>
              ) : (
                '-'
              ),
            },
            { key: 'brand', label: t('catalogue.field.brand'), children: dash(s.brand) },
            {
              key: 'source',
              label: t('catalogue.field.source'),
              children: labelOf(OPTION_LISTS.sources, s.source, lang) || '-',
            },
            { key: 'origin', label: t('catalogue.field.origin'), children: dash(s.areaName) },
            {
              key: 'grade',
              label: t('catalogue.field.grade'),
              children: labelOf(OPTION_LISTS.grades, s.grade, lang) || '-',
            },
            { key: 'vol', label: t('catalogue.field.collVol'), children: formatVolume(s.collVol, s.collUnit) },
            { key: 'time', label: t('catalogue.field.collTime'), children: formatTime(s.collTime) },
            { key: 'storage', label: t('sample.field.storage'), children: dash(s.storage) },
            { key: 'gatherer', label: t('sample.field.gatherer'), children: dash(s.gatherer) },
            { key: 'tel', label: t('sample.field.gatherer_tel'), children: dash(s.gathererTel) },
            { key: 'created', label: t('catalogue.field.createdAt'), children: formatTime(s.createdAt) },
          ]}
        />
      </Section>
      <Section title={t('sample.field.photos')} id="sample-photos">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          style={{ marginBottom: 12 }}
          items={[
            { key: 'photog', label: t('sample.field.media_photog'), children: dash(s.mediaPhotog) },
            { key: 'mtime', label: t('sample.field.media_time'), children: formatTime(s.mediaTime) },
            { key: 'mloc', label: t('sample.field.media_location'), children: dash(s.mediaLocation) },
          ]}
        />
        <ImageGallery images={s.images} alt={s.name} />
      </Section>
    </>
  );
}
