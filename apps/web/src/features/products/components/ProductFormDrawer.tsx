import { useMemo } from 'react';
import { DatePicker, Form, Input, Select } from 'antd';
import {
  productCreateSchema,
  productFieldsSchema,
  productUpdateSchema,
  type ProductCreate,
  type ProductDetail,
  type ProductUpdate,
} from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { fromUnix, normalizeBody, pickFields, toUnix } from '@/components/record-kit/form-values';
import { ImageUpload } from '@/components/record-kit/ImageUpload';
import { NutrientsEditor } from '@/components/record-kit/json-editors';
import { OPTION_LISTS, selectOptions, useLang } from '@/components/record-kit/options';
import { RecordFormDrawer } from '@/components/record-kit/RecordFormDrawer';
import { StatusField } from '@/components/record-kit/StatusField';
import { RecordPicker } from '@/components/record-kit/RecordPicker';
import { useZodRules } from '@/components/record-kit/use-zod-rules';
import { useCreateProduct } from '../api/create-product';
import { useProduct } from '../api/get-product';
import { useUpdateProduct } from '../api/update-product';

const FIELDS = Object.keys(productFieldsSchema.shape);
const EMPTY = { status: 'offline', product_type: 'other', images: [], matter_ids: [], product_nutrients_json: [] };

function toFormValues(p: ProductDetail): Record<string, unknown> {
  return { ...pickFields(p, FIELDS), product_release_time: fromUnix(p.product_release_time) };
}

function toBody(values: Record<string, unknown>): Record<string, unknown> {
  const v = normalizeBody({ ...values, product_release_time: toUnix(values.product_release_time as never) });
  if (!v.product_num) delete v.product_num;
  v.product_nutrients_json = ((values.product_nutrients_json as Record<string, unknown>[] | undefined) ?? []).map((r) =>
    normalizeBody({ ...r, nrv: r.nrv ?? null }),
  );
  return v;
}

/** Create (editing = 'new') or edit a product: label data, nutrition table, contained matters, images. */
export function ProductFormDrawer({
  editing,
  onClose,
  onSaved,
}: {
  editing: number | 'new' | null;
  onClose: () => void;
  onSaved?: (saved: { id: number }) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm();
  const id = typeof editing === 'number' ? editing : null;
  const detail = useProduct(id);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const rules = useZodRules(productFieldsSchema.shape);
  const initialValues = useMemo(
    () => (id === null ? EMPTY : detail.data ? toFormValues(detail.data) : undefined),
    [id, detail.data],
  );
  const knownMatters = (detail.data?.matters ?? []).map((m) => ({
    value: m.id,
    label: `${m.material_num} ${m.material_name}`,
  }));
  const line = (name: string, required = false) => (
    <Form.Item name={name} label={t(`product.field.${name}`)} rules={rules(name)} required={required}>
      <Input />
    </Form.Item>
  );
  const text = (name: string) => (
    <Form.Item name={name} label={t(`product.field.${name}`)} rules={rules(name)}>
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} />
    </Form.Item>
  );

  return (
    <RecordFormDrawer
      open={editing !== null}
      title={t(id === null ? 'product.form.create' : 'product.form.edit')}
      onClose={onClose}
      form={form}
      loading={id !== null && detail.isLoading}
      initialValues={initialValues}
      toBody={toBody}
      schema={id === null ? productCreateSchema : productUpdateSchema}
      submit={(body) =>
        id === null
          ? create.mutateAsync(body as ProductCreate)
          : update.mutateAsync({ id, body: body as ProductUpdate })
      }
      onSaved={onSaved}
      draft={id === null ? { path: 'products', name: (b) => String(b.product_name ?? '') } : undefined}
      testId="product-form"
    >
      <h3>{t('catalogue.form.basic')}</h3>
      <div className="records-form-grid">
        <Form.Item
          name="product_num"
          label={t('catalogue.field.num')}
          rules={id === null ? [] : rules('product_num')}
          extra={id === null ? t('catalogue.form.numAuto') : undefined}
        >
          <Input placeholder="P-000301" />
        </Form.Item>
        {line('product_name', true)}
        <Form.Item name="product_type" label={t('product.field.product_type')} rules={rules('product_type')}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={selectOptions(OPTION_LISTS.productTypes, lang)} />
        </Form.Item>
        {line('product_brand')}
        {line('product_specs')}
        <Form.Item
          name="product_barcode"
          label={t('product.field.product_barcode')}
          rules={rules('product_barcode')}
          extra={t('product.form.barcodeHint')}
        >
          <Input className="records-mono" maxLength={13} inputMode="numeric" />
        </Form.Item>
        {line('product_factory')}
        <Form.Item name="product_release_time" label={t('product.field.product_release_time')}>
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <StatusField creating={id === null} />
      </div>
      {line('product_address')}
      <Form.Item name="matter_ids" label={t('product.field.matters')} rules={rules('matter_ids')}>
        <RecordPicker path="matters" multiple known={knownMatters} testId="product-matters" />
      </Form.Item>
      <Form.Item name="images" label={t('catalogue.field.images')} rules={rules('images')}>
        <ImageUpload />
      </Form.Item>
      <h3>{t('product.section.label')}</h3>
      {text('product_component')}
      {text('product_dev_basis')}
      {text('product_research')}
      <h3>{t('product.section.nutrition')}</h3>
      <NutrientsEditor />
    </RecordFormDrawer>
  );
}
