import { useMemo } from 'react';
import { Form, Input, Select } from 'antd';
import {
  CATALOGUE_BATCHES,
  CHP_DOCUMENT,
  CHP_EDITION_IN_FORCE,
  matterCreateSchema,
  matterFieldsSchema,
  matterUpdateSchema,
  type MatterCreate,
  type MatterDetail,
  type MatterUpdate,
} from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { normalizeBody, pickFields } from '@/components/record-kit/form-values';
import { ImageUpload } from '@/components/record-kit/ImageUpload';
import { RegulationsJsonEditor } from '@/components/record-kit/json-editors';
import { OPTION_LISTS, selectOptions, useLang } from '@/components/record-kit/options';
import { RecordFormDrawer } from '@/components/record-kit/RecordFormDrawer';
import { RecordPicker } from '@/components/record-kit/RecordPicker';
import { StatusField } from '@/components/record-kit/StatusField';
import { useZodRules } from '@/components/record-kit/use-zod-rules';
import { useCreateMatter } from '../api/create-matter';
import { useMatter } from '../api/get-matter';
import { useUpdateMatter } from '../api/update-matter';
import { RestrictionsEditor } from './RestrictionsEditor';
import { FactSourceInput } from './FactSourceInput';
import { MonographEditor } from './MonographEditor';
import { monographBody, monographFormValue, restrictionsBody } from './monograph-form-values';

const FIELDS = Object.keys(matterFieldsSchema.shape);
const EMPTY = {
  status: 'offline',
  images: [],
  aliases: [],
  effect_tags: [],
  regulations_json: [],
  regulation_ids: [],
  restrictions: [],
  provenance: {},
  monograph: monographFormValue(null),
};

function toFormValues(m: MatterDetail): Record<string, unknown> {
  return { ...pickFields(m, FIELDS), monograph: monographFormValue(m.monograph) };
}

function toBody(values: Record<string, unknown>): Record<string, unknown> {
  const v = normalizeBody(values);
  if (!v.material_num) delete v.material_num;
  // material_dna is the DNA library's representative barcode: edited in the library, never here.
  delete v.material_dna;
  // A source left unset is the institute's note; text parts are trimmed like every field.
  const provenance = (values.provenance ?? {}) as Record<string, Record<string, unknown> | undefined>;
  v.provenance = Object.fromEntries(
    Object.entries(provenance)
      .filter(([, s]) => s)
      .map(([field, s]) => [field, normalizeBody(s!)]),
  );
  v.monograph = monographBody(values.monograph);
  v.restrictions = restrictionsBody(values.restrictions);
  v.regulations_json = ((values.regulations_json as Record<string, unknown>[] | undefined) ?? []).map((r) =>
    normalizeBody({ ...r, region_code: r.region_code ?? '' }),
  );
  return v;
}

/** Create (editing = 'new') or edit a matter, in a drawer over the page. */
export function MatterFormDrawer({
  editing,
  onClose,
  onSaved,
}: {
  editing: number | 'new' | null;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm();
  const id = typeof editing === 'number' ? editing : null;
  const detail = useMatter(id);
  const create = useCreateMatter();
  const update = useUpdateMatter();
  const rules = useZodRules(matterFieldsSchema.shape);
  const initialValues = useMemo(
    () => (id === null ? EMPTY : detail.data ? toFormValues(detail.data) : undefined),
    [id, detail.data],
  );
  const knownRegulations = (detail.data?.regulations ?? []).map((r) => ({
    value: r.id,
    label: `${r.regulation_num} ${r.regulation_name}`,
  }));
  const text = (name: string, rows = 3) => (
    <Form.Item name={name} label={t(`matter.field.${name}`)} rules={rules(name)}>
      <Input.TextArea autoSize={{ minRows: rows, maxRows: 12 }} />
    </Form.Item>
  );
  // The source of a fact sits right under it. A fact read from a monograph section suggests that
  // section of the edition in force, as a new monograph fact does; the curator corrects it.
  const source = (name: string, heading?: string) => (
    <Form.Item
      name={['provenance', name]}
      label={
        heading ? t('matter.provenance.labelOf', { field: t(`matter.field.${name}`) }) : t('matter.provenance.label')
      }
      extra={t('matter.provenance.hint')}
    >
      <FactSourceInput
        testId={`fact-source-${name}`}
        suggest={
          heading
            ? () => ({
                document: CHP_DOCUMENT,
                edition: CHP_EDITION_IN_FORCE,
                section: [String(form.getFieldValue('material_name') ?? '').trim(), heading].filter(Boolean).join(' '),
              })
            : undefined
        }
      />
    </Form.Item>
  );
  const line = (name: string, required = false, className?: string) => (
    <Form.Item name={name} label={t(`matter.field.${name}`)} rules={rules(name)} required={required}>
      <Input className={className} />
    </Form.Item>
  );

  return (
    <RecordFormDrawer
      open={editing !== null}
      title={t(id === null ? 'matter.form.create' : 'matter.form.edit')}
      onClose={onClose}
      form={form}
      loading={id !== null && detail.isLoading}
      initialValues={initialValues}
      toBody={toBody}
      schema={id === null ? matterCreateSchema : matterUpdateSchema}
      submit={(body) =>
        id === null ? create.mutateAsync(body as MatterCreate) : update.mutateAsync({ id, body: body as MatterUpdate })
      }
      onSaved={onSaved}
      draft={id === null ? { path: 'matters', name: (b) => String(b.material_name ?? '') } : undefined}
      testId="matter-form"
    >
      <h3>{t('catalogue.form.basic')}</h3>
      <div className="records-form-grid">
        <Form.Item
          name="material_num"
          label={t('catalogue.field.num')}
          rules={id === null ? [] : rules('material_num')}
          extra={id === null ? t('catalogue.form.numAuto') : undefined}
        >
          <Input placeholder="YS-0107" />
        </Form.Item>
        {line('material_name', true)}
        {line('name_pinyin', false, 'records-pinyin')}
        {line('name_en')}
        {line('pharmaceutical_name')}
        {line('family')}
        {line('part_used')}
        {line('part_used_en')}
        <Form.Item name="aliases" label={t('matter.field.aliases')} rules={rules('aliases')}>
          <Select mode="tags" tokenSeparators={[',', '，', '、']} open={false} />
        </Form.Item>
      </div>
      {line('latin_name')}
      {source('latin_name', '【来源】')}
      {source('family', '【来源】')}
      {source('part_used', '【来源】')}
      <h3>{t('matter.section.catalogue')}</h3>
      <div className="records-form-grid">
        <Form.Item name="catalogue_batch" label={t('matter.field.batch')}>
          <Select allowClear options={CATALOGUE_BATCHES.map((b) => ({ value: b, label: t(`matter.batch.${b}`) }))} />
        </Form.Item>
        <StatusField creating={id === null} />
      </div>
      {line('catalogue_note')}
      {source('catalogue_note')}
      <Form.Item label={t('restriction.section')} extra={t('restriction.editorHint')}>
        <RestrictionsEditor />
      </Form.Item>
      <Form.Item name="images" label={t('catalogue.field.images')} rules={rules('images')}>
        <ImageUpload />
      </Form.Item>
      <h3>{t('matter.section.effects')}</h3>
      <Form.Item name="effect_tags" label={t('matter.field.effectTags')} rules={rules('effect_tags')}>
        <Select
          mode="multiple"
          maxCount={5}
          options={selectOptions(OPTION_LISTS.effectTags, lang)}
          optionFilterProp="label"
        />
      </Form.Item>
      {text('material_effect')}
      {source('material_effect', '【功能与主治】')}
      {line('nature_flavor')}
      {source('nature_flavor', '【性味与归经】')}
      {text('material_origin', 2)}
      {source('material_origin')}
      {text('material_ingredient')}
      {source('material_ingredient')}
      <h3>{t('matter.section.safety')}</h3>
      {text('material_qs')}
      {text('material_sa')}
      {text('material_ra')}
      {text('material_taboo')}
      {source('material_taboo')}
      <Form.Item
        name="material_record"
        label={t('matter.field.material_record')}
        rules={rules('material_record')}
        extra={t('matter.form.recordHint')}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 16 }} />
      </Form.Item>
      <h3>{t('monograph.title')}</h3>
      <MonographEditor />
      <h3>{t('matter.section.regulations')}</h3>
      <Form.Item name="regulation_ids" label={t('matter.field.regulation_ids')}>
        <RecordPicker path="regulations" multiple known={knownRegulations} />
      </Form.Item>
      <RegulationsJsonEditor />
      <h3>{t('catalogue.dna.title')}</h3>
      <p>{t('dna.matterFormHint')}</p>
    </RecordFormDrawer>
  );
}
