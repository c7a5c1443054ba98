import { AutoComplete, Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { INSTRUMENT_DELIMITERS, type InstrumentProfile, type InstrumentProfileWrite } from '@yaoshi/contracts';
import { useSaveInstrumentProfile } from '../api/instrument-api';

type Values = Required<Omit<InstrumentProfileWrite, 'aliases'>> & { aliases?: { from: string; to: string }[] };

const DELIMITER_KEYS: Record<(typeof INSTRUMENT_DELIMITERS)[number], string> = {
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
  '|': 'pipe',
};

const COLUMNS = ['key_column', 'analyte_column', 'value_column'] as const;
const OPTIONAL_COLUMNS = ['unit_column', 'flag_column', 'lod_column', 'loq_column'] as const;

/** Creates or edits a column-mapping profile of an instrument's export. */
export function InstrumentProfileDialog({
  profile,
  items,
  onClose,
}: {
  /** null: a new profile. */
  profile: InstrumentProfile | null;
  /** The worksheet's test items, offered as what a file's analyte name stands for. */
  items: string[];
  onClose: (saved?: InstrumentProfile) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveInstrumentProfile();
  const required = [{ required: true, whitespace: true, message: t('instrument.profile.required') }];
  const submit = async () => {
    const v = await form.validateFields();
    try {
      const saved = await save.mutateAsync({
        id: profile?.id ?? null,
        body: { ...v, aliases: (v.aliases ?? []).filter((a) => a.from && a.to) },
      });
      onClose(saved);
    } catch {
      // The API client has shown why.
    }
  };
  const initial: Partial<Values> = profile ?? { header_row: 1, delimiter: ',', aliases: [] };
  return (
    <Modal
      open
      title={profile ? t('instrument.profile.edit') : t('instrument.profile.new')}
      onCancel={() => onClose()}
      onOk={submit}
      okText={t('instrument.profile.save')}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={640}
      data-testid="instrument-profile-dialog"
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={initial}>
        <Form.Item name="name" label={t('instrument.profile.name')} rules={required}>
          <Input maxLength={100} data-testid="profile-name" />
        </Form.Item>
        <Form.Item name="instrument" label={t('instrument.profile.instrument')}>
          <Input maxLength={100} placeholder="ICP-MS, LC-MS/MS, HPLC …" />
        </Form.Item>
        <p style={{ margin: '0 0 8px', color: 'var(--ant-color-text-secondary)' }}>
          {t('instrument.profile.columnsHint')}
        </p>
        {COLUMNS.map((c) => (
          <Form.Item key={c} name={c} label={t(`instrument.profile.${c}`)} rules={required}>
            <Input maxLength={100} data-testid={`profile-${c}`} />
          </Form.Item>
        ))}
        {OPTIONAL_COLUMNS.map((c) => (
          <Form.Item key={c} name={c} label={t(`instrument.profile.${c}`)}>
            <Input maxLength={100} data-testid={`profile-${c}`} />
          </Form.Item>
        ))}
        <Space wrap size={16}>
          <Form.Item name="header_row" label={t('instrument.profile.header_row')} rules={required}>
            <InputNumber min={1} max={100} precision={0} data-testid="profile-header-row" />
          </Form.Item>
          <Form.Item name="delimiter" label={t('instrument.profile.delimiter')}>
            <Select
              style={{ minWidth: 150 }}
              options={INSTRUMENT_DELIMITERS.map((d) => ({
                value: d,
                label: t(`instrument.delimiter.${DELIMITER_KEYS[d]}`),
              }))}
              data-testid="profile-delimiter"
            />
          </Form.Item>
          <Form.Item name="sheet" label={t('instrument.profile.sheet')}>
            <Input maxLength={31} placeholder={t('instrument.profile.firstSheet')} />
          </Form.Item>
        </Space>
        <Form.Item label={t('instrument.profile.aliases')} extra={t('instrument.profile.aliasesHint')}>
          <Form.List name="aliases">
            {(fields, { add, remove }) => (
              <Space orientation="vertical" style={{ width: '100%' }}>
                {fields.map((f) => (
                  <Space key={f.key} wrap align="baseline">
                    <Form.Item name={[f.name, 'from']} noStyle>
                      <Input
                        maxLength={100}
                        style={{ width: 140 }}
                        placeholder={t('instrument.profile.aliasFrom')}
                        data-testid="alias-from"
                      />
                    </Form.Item>
                    <span aria-hidden>→</span>
                    <Form.Item name={[f.name, 'to']} noStyle>
                      <AutoComplete
                        style={{ width: 160 }}
                        options={items.map((i) => ({ value: i }))}
                        placeholder={t('instrument.profile.aliasTo')}
                        data-testid="alias-to"
                      />
                    </Form.Item>
                    <Button type="link" onClick={() => remove(f.name)}>
                      {t('instrument.profile.removeAlias')}
                    </Button>
                  </Space>
                ))}
                <Button onClick={() => add({ from: '', to: '' })} data-testid="alias-add">
                  {t('instrument.profile.addAlias')}
                </Button>
              </Space>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </Modal>
  );
}
