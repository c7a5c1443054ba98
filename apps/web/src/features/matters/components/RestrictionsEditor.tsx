import './monograph-form.css';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { RESTRICTION_KINDS, restrictionSchema, restrictionSourceSchema } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '@/components/record-kit/use-zod-rules';

const BLANK = {
  message: { zh: '', en: '' },
  source: { document: '', number: '', section: '', date: '', url: '' },
  limit_g_per_day: null,
};

/**
 * A matter's use restrictions, one card each: kind, what it says in both languages, a daily
 * limit where the kind has one, and the source (document, number, section, date, link).
 * Validated field by field with the contract's schema; no restriction at all is a valid list.
 */
export function RestrictionsEditor() {
  const { t } = useTranslation();
  const rules = useZodRules(restrictionSchema.shape);
  const message = useZodRules(restrictionSchema.shape.message.shape);
  const source = useZodRules(restrictionSourceSchema.shape);
  const r = (key: string, o?: Record<string, unknown>) => t(`restriction.form.${key}`, o);
  return (
    <Form.List name="restrictions">
      {(fields, { add, remove }) => (
        <div data-testid="restrictions-editor">
          {fields.length === 0 && <p className="fact-card__citation-title">{t('restriction.none')}</p>}
          {fields.map(({ key, name: row }) => (
            <div key={key} className="fact-card" data-testid="restriction-card">
              <div className="fact-card__head">
                <span>{r('card', { n: row + 1 })}</span>
                <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(row)}>
                  {t('monographForm.remove')}
                </Button>
              </div>
              <div className="fact-card__grid fact-card__grid--wide">
                <Form.Item name={[row, 'kind']} label={r('kind')} rules={rules('kind')} required>
                  <Select options={RESTRICTION_KINDS.map((k) => ({ value: k, label: t(`restriction.kind.${k}`) }))} />
                </Form.Item>
                <Form.Item noStyle dependencies={[['restrictions', row, 'kind']]}>
                  {({ getFieldValue }) =>
                    getFieldValue(['restrictions', row, 'kind']) === 'daily-limit' ? (
                      <Form.Item name={[row, 'limit_g_per_day']} label={r('limit')} rules={rules('limit_g_per_day')}>
                        <InputNumber min={0} max={1000} addonAfter="g/d" style={{ width: '100%' }} />
                      </Form.Item>
                    ) : null
                  }
                </Form.Item>
              </div>
              <Form.Item name={[row, 'message', 'zh']} label={r('messageZh')} rules={message('zh')} required>
                <Input lang="zh-CN" />
              </Form.Item>
              <Form.Item name={[row, 'message', 'en']} label={r('messageEn')} rules={message('en')} required>
                <Input lang="en" />
              </Form.Item>
              <div className="fact-card__citation" data-testid="citation-fields">
                <div className="fact-card__citation-title">{t('restriction.source')}</div>
                <Form.Item name={[row, 'source', 'document']} label={r('document')} rules={source('document')} required>
                  <Input />
                </Form.Item>
                <div className="fact-card__grid">
                  <Form.Item name={[row, 'source', 'number']} label={r('number')} rules={source('number')}>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[row, 'source', 'section']} label={r('section')} rules={source('section')}>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[row, 'source', 'date']} label={r('date')} rules={source('date')}>
                    <Input placeholder="YYYY-MM-DD" />
                  </Form.Item>
                  <Form.Item name={[row, 'source', 'url']} label={r('url')} rules={source('url')}>
                    <Input placeholder="https://" />
                  </Form.Item>
                </div>
              </div>
            </div>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(BLANK)} style={{ marginBottom: 16 }}>
            {r('add')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
