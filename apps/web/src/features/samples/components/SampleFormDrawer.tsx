import { useMemo } from 'react';
import { DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import {
  COLL_UNITS,
  matterSampleCreateSchema,
  matterSampleFieldsSchema,
  matterSampleUpdateSchema,
  productSampleCreateSchema,
  productSampleFieldsSchema,
  productSampleUpdateSchema,
} from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { fromUnix, normalizeBody, pickFields, toUnix } from '@/components/record-kit/form-values';
import { ImageUpload } from '@/components/record-kit/ImageUpload';
import { OPTION_LISTS, selectOptions, useLang } from '@/components/record-kit/options';
import { RecordFormDrawer } from '@/components/record-kit/RecordFormDrawer';
import { StatusField } from '@/components/record-kit/StatusField';
import { RecordPicker } from '@/components/record-kit/RecordPicker';
import { RegionCascader } from '@/components/record-kit/RegionCascader';
import { useZodRules } from '@/components/record-kit/use-zod-rules';
import { useCreateMatterSample } from '../api/create-matter-sample';
import { useCreateProductSample } from '../api/create-product-sample';
import { useMatterSample } from '../api/get-matter-sample';
import { useProductSample } from '../api/get-product-sample';
import { useUpdateMatterSample } from '../api/update-matter-sample';
import { useUpdateProductSample } from '../api/update-product-sample';
import type { SampleKindConfig } from '../sample-kinds';
import { useIsAdmin } from '@/components/record-kit/use-is-admin';
import { SampleFormSelect } from './SampleFormSelect';

/** The contract schemas of each kind (fields for the per-field rules, create/update for the body). */
const SCHEMAS = {
  matter: { fields: matterSampleFieldsSchema, create: matterSampleCreateSchema, update: matterSampleUpdateSchema },
  product: { fields: productSampleFieldsSchema, create: productSampleCreateSchema, update: productSampleUpdateSchema },
} as const;

/**
 * Create (editing = 'new') or edit a sample of either kind; field names follow the kind's prefix.
 * Researchers register samples with the collection fields; the list status and photos (uploads
 * are curators') stay with admins, and a new sample is online.
 */
export function SampleFormDrawer({
  cfg,
  editing,
  onClose,
}: {
  cfg: SampleKindConfig;
  editing: number | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const curator = useIsAdmin();
  const [form] = Form.useForm();
  const id = typeof editing === 'number' ? editing : null;
  const f = (s: string) => `${cfg.prefix}${s}`;
  const matterId = Form.useWatch(cfg.parentKey, form) as unknown;
  const matterDetail = useMatterSample(cfg.kind === 'matter' ? id : null);
  const productDetail = useProductSample(cfg.kind === 'product' ? id : null);
  const detail = cfg.kind === 'matter' ? matterDetail : productDetail;
  const mutations = {
    matter: { create: useCreateMatterSample(), update: useUpdateMatterSample() },
    product: { create: useCreateProductSample(), update: useUpdateProductSample() },
  }[cfg.kind];
  const schemas = SCHEMAS[cfg.kind];
  const rules = useZodRules(schemas.fields.shape);
  const fields = Object.keys(schemas.fields.shape);

  const initialValues = useMemo(() => {
    if (id === null) return { status: 'online', images: [], [f('grade')]: 'ungraded', [f('coll_unit')]: 'g' };
    const d = detail.data as Record<string, unknown> | undefined;
    if (!d) return undefined;
    return {
      ...pickFields(d, fields),
      [f('coll_time')]: fromUnix(d[f('coll_time')] as number),
      [f('media_time')]: fromUnix(d[f('media_time')] as number | null),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- f and fields follow cfg
  }, [id, detail.data, cfg]);

  const parentRef = (matterDetail.data?.matter ?? productDetail.data?.product) as
    Record<string, unknown> | null | undefined;
  const known = parentRef
    ? [
        {
          value: Number(parentRef.id),
          label: [
            parentRef.material_num ?? parentRef.product_num,
            parentRef.material_name ?? parentRef.product_name,
          ].join(' '),
        },
      ]
    : [];

  const toBody = (values: Record<string, unknown>) => {
    const v = normalizeBody({
      ...values,
      [f('coll_time')]: toUnix(values[f('coll_time')] as never),
      [f('media_time')]: toUnix(values[f('media_time')] as never),
    });
    if (!v[f('num')]) delete v[f('num')];
    return v;
  };
  const line = (s: string, required = false) => (
    <Form.Item name={f(s)} label={t(`sample.field.${s}`)} rules={rules(f(s))} required={required}>
      <Input />
    </Form.Item>
  );

  return (
    <RecordFormDrawer
      open={editing !== null}
      title={t(id === null ? `${cfg.i18n}.create` : `${cfg.i18n}.edit`)}
      onClose={onClose}
      form={form}
      loading={id !== null && detail.isLoading}
      initialValues={initialValues}
      toBody={toBody}
      schema={id === null ? schemas.create : schemas.update}
      submit={(body) =>
        id === null
          ? mutations.create.mutateAsync(body as never)
          : mutations.update.mutateAsync({ id, body: body as never })
      }
      testId={`${cfg.kind}-sample-form`}
    >
      <h3>{t('catalogue.form.basic')}</h3>
      <div className="records-form-grid">
        <Form.Item
          name={f('num')}
          label={t('catalogue.field.num')}
          rules={id === null ? [] : rules(f('num'))}
          extra={id === null ? t('catalogue.form.numAuto') : undefined}
        >
          <Input />
        </Form.Item>
        {line('name', true)}
        <Form.Item name={cfg.parentKey} label={t(`${cfg.i18n}.parent`)} rules={rules(cfg.parentKey)} required>
          <RecordPicker path={cfg.parentPath} known={known} />
        </Form.Item>
        {cfg.kind === 'matter' && (
          <Form.Item name="ms_form" label={t('sample.field.form')} extra={t('sample.form.hint')}>
            <SampleFormSelect matterId={(matterId as number | undefined) ?? null} />
          </Form.Item>
        )}
        <Form.Item name={f('source')} label={t('catalogue.field.source')} rules={rules(f('source'))} required>
          <Select options={selectOptions(OPTION_LISTS.sources, lang)} />
        </Form.Item>
        <Form.Item name={f('grade')} label={t('catalogue.field.grade')} rules={rules(f('grade'))}>
          <Select options={selectOptions(OPTION_LISTS.grades, lang)} />
        </Form.Item>
        {cfg.kind === 'matter' && line('brand')}
        <Form.Item name={f('area')} label={t('catalogue.field.origin')} rules={rules(f('area'))} required>
          <RegionCascader />
        </Form.Item>
        <Form.Item label={t('catalogue.field.collVol')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name={f('coll_vol')} noStyle rules={rules(f('coll_vol'))}>
              <InputNumber min={0} style={{ width: '70%' }} aria-label={t('catalogue.field.collVol')} />
            </Form.Item>
            <Form.Item name={f('coll_unit')} noStyle>
              <Select
                style={{ width: '30%' }}
                options={COLL_UNITS.map((u) => ({ value: u, label: u }))}
                aria-label={t('sample.field.coll_unit')}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name={f('coll_time')}
          label={t('catalogue.field.collTime')}
          rules={[{ required: true, message: t('catalogue.error.required') }]}
        >
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        {curator && <StatusField creating={false} />}
      </div>
      {line('storage')}
      <h3>{t('sample.section.collector')}</h3>
      <div className="records-form-grid">
        {line('gatherer')}
        {line('gatherer_tel')}
        {line('media_photog')}
        <Form.Item name={f('media_time')} label={t('sample.field.media_time')}>
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
      </div>
      {line('media_location')}
      {curator && (
        <Form.Item name="images" label={t('sample.field.photos')} rules={rules('images')}>
          <ImageUpload />
        </Form.Item>
      )}
    </RecordFormDrawer>
  );
}
