import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DNA_MARKERS,
  materialDnaSchema,
  NUTRIENT_UNITS,
  nutrientRowSchema,
  REGULATION_LEVELS,
  regulationJsonItemSchema,
} from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { RegionCascader } from './RegionCascader';
import { useZodRules } from './use-zod-rules';

/** Editor of `product_nutrients_json`: rows of item, per 100 g, unit, NRV %. */
export function NutrientsEditor({ name = 'product_nutrients_json' }: { name?: string }) {
  const { t } = useTranslation();
  const rules = useZodRules(nutrientRowSchema.shape);
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div className="records-json-editor" data-testid="nutrients-editor">
          {fields.map(({ key, name: row }) => (
            <Space key={key} align="start" wrap className="records-json-editor__row">
              <Form.Item name={[row, 'item']} rules={rules('item')} style={{ width: 160 }}>
                <Input placeholder={t('catalogue.nutrition.item')} aria-label={t('catalogue.nutrition.item')} />
              </Form.Item>
              <Form.Item name={[row, 'value']} rules={rules('value')} style={{ width: 130 }}>
                <InputNumber min={0} placeholder={t('catalogue.nutrition.per100g')} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name={[row, 'unit']} rules={rules('unit')} style={{ width: 90 }}>
                <Select
                  options={NUTRIENT_UNITS.map((u) => ({ value: u, label: u }))}
                  placeholder={t('catalogue.nutrition.unit')}
                />
              </Form.Item>
              <Form.Item name={[row, 'nrv']} rules={rules('nrv')} style={{ width: 110 }}>
                <InputNumber min={0} placeholder={t('catalogue.nutrition.nrv')} style={{ width: '100%' }} />
              </Form.Item>
              <Button icon={<DeleteOutlined />} onClick={() => remove(row)} aria-label={t('catalogue.action.remove')} />
            </Space>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ item: '', value: 0, unit: 'g', nrv: null })}
          >
            {t('catalogue.nutrition.addRow')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** Editor of `regulations_json`: national and regional rules that apply to a matter. */
export function RegulationsJsonEditor({ name = 'regulations_json' }: { name?: string }) {
  const { t } = useTranslation();
  const rules = useZodRules(regulationJsonItemSchema.shape);
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div className="records-json-editor">
          {fields.map(({ key, name: row }) => (
            <div key={key} className="records-json-editor__card">
              <Space align="start" wrap>
                <Form.Item
                  name={[row, 'level']}
                  label={t('catalogue.regulation.level')}
                  rules={rules('level')}
                  style={{ width: 140 }}
                >
                  <Select
                    options={REGULATION_LEVELS.map((l) => ({ value: l, label: t(`catalogue.regulation.level.${l}`) }))}
                  />
                </Form.Item>
                <Form.Item name={[row, 'region_code']} label={t('catalogue.regulation.region')} style={{ width: 220 }}>
                  <RegionCascader />
                </Form.Item>
                <Form.Item
                  name={[row, 'year']}
                  label={t('catalogue.regulation.year')}
                  rules={rules('year')}
                  style={{ width: 110 }}
                >
                  <InputNumber min={1900} max={2100} style={{ width: '100%' }} />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  onClick={() => remove(row)}
                  aria-label={t('catalogue.action.remove')}
                  style={{ marginTop: 30 }}
                />
              </Space>
              <Form.Item name={[row, 'title']} label={t('catalogue.regulation.title')} rules={rules('title')}>
                <Input />
              </Form.Item>
              <Space align="start" wrap>
                <Form.Item
                  name={[row, 'number']}
                  label={t('catalogue.regulation.number')}
                  rules={rules('number')}
                  style={{ width: 220 }}
                >
                  <Input />
                </Form.Item>
                <Form.Item
                  name={[row, 'issuer']}
                  label={t('catalogue.regulation.issuer')}
                  rules={rules('issuer')}
                  style={{ width: 220 }}
                >
                  <Input />
                </Form.Item>
                <Form.Item
                  name={[row, 'url']}
                  label={t('catalogue.regulation.url')}
                  rules={rules('url')}
                  style={{ width: 220 }}
                >
                  <Input />
                </Form.Item>
              </Space>
              <Form.Item name={[row, 'note']} label={t('catalogue.regulation.note')} rules={rules('note')}>
                <Input />
              </Form.Item>
            </div>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() =>
              add({
                level: 'national',
                region_code: '',
                title: '',
                number: '',
                issuer: '',
                year: null,
                url: '',
                note: '',
              })
            }
          >
            {t('catalogue.regulation.add')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** Editor of `material_dna` (marker, accession, sequence); an empty sequence means no barcode. */
export function DnaEditor({ name = 'material_dna' }: { name?: string }) {
  const { t } = useTranslation();
  const rules = useZodRules(materialDnaSchema.shape);
  return (
    <div className="records-json-editor">
      <Space align="start" wrap>
        <Form.Item name={[name, 'marker']} label={t('catalogue.dna.marker')} style={{ width: 160 }}>
          <Select allowClear options={DNA_MARKERS.map((m) => ({ value: m, label: m }))} />
        </Form.Item>
        <Form.Item
          name={[name, 'accession']}
          label={t('catalogue.dna.accession')}
          rules={rules('accession')}
          style={{ width: 200 }}
        >
          <Input placeholder="MN123456" />
        </Form.Item>
      </Space>
      <Form.Item name={[name, 'sequence']} label={t('catalogue.dna.sequence')} rules={rules('sequence')}>
        <Input.TextArea rows={4} className="records-mono" placeholder="ATGC…" />
      </Form.Item>
    </div>
  );
}

/** DNA form value → body value: null when no sequence was entered. */
export function dnaBody(value: unknown): unknown {
  const v = (value ?? {}) as { marker?: string; sequence?: string; accession?: string };
  if (!v.sequence?.trim() && !v.marker && !v.accession?.trim()) return null;
  return { marker: v.marker ?? 'other', sequence: v.sequence ?? '', accession: v.accession ?? '' };
}
