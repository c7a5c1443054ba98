import { Space, Tag, Tooltip } from 'antd';
import type { MatterRow } from '@yaoshi/contracts';
import { Thumb } from '@/components/record-kit/thumb';
import { labelOf, OPTION_LISTS, useLang } from '@/components/record-kit/options';
import { detailPath } from '@/components/record-kit/paths';
import type { RecordColumn } from '@/components/record-kit/RecordTable';
import { useRecordColumnKit } from '@/components/record-kit/record-columns';

/**
 * SPEC §2 columns of the matter list. The default set fits a 1280 px window;
 * batch, counts and update time are in the column setting.
 */
export function useMatterColumns(onEdit: (id: number) => void): RecordColumn<MatterRow>[] {
  const { t, kit } = useRecordColumnKit<MatterRow>(onEdit);
  const lang = useLang();
  return [
    kit.num('material_num', 'material_num', 'material_num', 110),
    kit.name(220, (r) => ({
      to: detailPath('MatterDetail', r.id),
      name: r.material_name,
      demo: r.is_demo,
      sub: (
        <>
          <div className="records-name-sub records-pinyin">
            {lang === 'en' && r.name_en ? r.name_en : r.name_pinyin}
          </div>
          {r.latin_name && (
            <div className="records-name-sub" title={r.latin_name}>
              <i>{r.latin_name.length > 40 ? `${r.latin_name.slice(0, 40)}…` : r.latin_name}</i>
            </div>
          )}
        </>
      ),
    })),
    {
      key: 'image',
      title: t('catalogue.field.imageOrDna'),
      width: 120,
      render: (_, r) =>
        r.image || !r.dna_code ? (
          <Thumb src={r.image} alt={r.material_name} />
        ) : (
          <Tooltip title={t('catalogue.dna.title')}>
            <span className="records-dna-code">{r.dna_code}</span>
          </Tooltip>
        ),
    },
    {
      key: 'effect_tags',
      title: t('matter.field.effectTags'),
      width: 200,
      render: (_, r) =>
        r.effect_tags.length ? (
          <Space size={[0, 4]} wrap>
            {r.effect_tags.map((k) => (
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
      key: 'catalogue_batch',
      defaultHidden: true,
      title: t('matter.field.batch'),
      dataIndex: 'catalogue_batch',
      sortField: 'catalogue_batch',
      width: 100,
      render: (v: number | null) => v ?? '-',
    },
    kit.count('product_count', t('matter.field.productCount'), 'product_count', 80),
    kit.count('sample_count', t('catalogue.field.sampleCount'), 'sample_count', 80),
    kit.updatedAt('updated_at', 'updated_at', (r) => r.updated_at),
    kit.status((r) => r.status),
    kit.ops('matters', (r) => ({ id: r.id, name: r.material_name, detailTo: detailPath('MatterDetail', r.id) })),
  ];
}
