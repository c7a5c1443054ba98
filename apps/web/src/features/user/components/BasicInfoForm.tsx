import { useEffect } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { WORD_LIMIT, countWords, userSaveInfoBodySchema, type UserSaveInfoBody } from '@yaoshi/contracts';
import { applyServerErrors, QueryState, zodRule, zodTextRule } from '@/components/console-kit';
import { RegionCascader } from '@/components/record-kit/RegionCascader';
import { useBasicInfo, useSaveBasicInfo } from '../api/basic-info';
import { feedback } from '@/lib/feedback';
import { FIRST_ERROR_SCROLL, finishFailedProps } from '@/components/record-kit/form-errors';
import { useFormUnsavedChanges } from '@/lib/use-unsaved-changes';

const shape = userSaveInfoBodySchema.shape;
/** Mainland China uses the region tree; elsewhere the area is typed. */
export const COUNTRY_REGIONS = ['china', 'hongkong', 'macau', 'taiwan', 'overseas'] as const;

type Values = Required<Pick<UserSaveInfoBody, 'email' | 'nickname' | 'countryRegion' | 'area'>> & {
  address: string;
  profile: string;
  phone: string;
};

/** Basic information: email, nickname, country/region, area (required), address, phone, profile ≤ 200 words. */
export function BasicInfoForm() {
  const { t } = useTranslation();
  const { message } = feedback;
  const [form] = Form.useForm<Values>();
  const query = useBasicInfo();
  const save = useSaveBasicInfo();
  const unsaved = useFormUnsavedChanges(form);
  const { markPristine } = unsaved;
  const country = Form.useWatch('countryRegion', form);
  const profile = Form.useWatch('profile', form) ?? '';
  const l = (k: string) => t(`userSetting.field.${k}`);

  useEffect(() => {
    if (!query.data) return;
    form.setFieldsValue({ ...query.data, countryRegion: query.data.countryRegion || undefined });
    markPristine();
  }, [query.data, form, markPristine]);

  const onFinish = async (v: Values) => {
    try {
      await save.mutateAsync({ ...v, phone: v.phone || undefined });
      void message.success(t('userSetting.saved'));
      markPristine();
    } catch (err) {
      applyServerErrors(form, err);
    }
  };

  return (
    <QueryState query={query} rows={8}>
      {() => (
        <Form<Values>
          form={form}
          layout="horizontal"
          labelCol={{ span: 5 }}
          wrapperCol={{ span: 15 }}
          onFinish={(v) => void onFinish(v)}
          scrollToFirstError={FIRST_ERROR_SCROLL}
          {...finishFailedProps(form, t)}
          onValuesChange={unsaved.onValuesChange}
          disabled={save.isPending}
          data-testid="basic-info-form"
        >
          <Form.Item name="email" label={l('email')} required rules={[zodRule(shape.email, l('email'))]}>
            <Input placeholder={t('userSetting.placeholder.email')} data-testid="email" />
          </Form.Item>
          <Form.Item name="nickname" label={l('nickname')} required rules={[zodRule(shape.nickname, l('nickname'))]}>
            <Input placeholder={t('userSetting.placeholder.nickname')} maxLength={40} data-testid="nickname" />
          </Form.Item>
          <Form.Item
            name="countryRegion"
            label={l('countryRegion')}
            required
            rules={[zodRule(shape.countryRegion, l('countryRegion'))]}
          >
            <Select
              placeholder={t('userSetting.placeholder.countryRegion')}
              options={COUNTRY_REGIONS.map((c) => ({ value: c, label: t(`userSetting.country.${c}`) }))}
              onChange={() => form.setFieldValue('area', undefined)}
              data-testid="countryRegion"
            />
          </Form.Item>
          <Form.Item name="area" label={l('area')} required rules={[zodRule(shape.area, l('area'))]}>
            {country === 'china' ? (
              <RegionCascader placeholder={t('userSetting.placeholder.area')} style={{ width: '100%' }} />
            ) : (
              <Input placeholder={t('userSetting.placeholder.areaText')} maxLength={100} data-testid="area" />
            )}
          </Form.Item>
          <Form.Item name="address" label={l('address')} rules={[zodTextRule(shape.address, l('address'))]}>
            <Input placeholder={t('userSetting.placeholder.address')} maxLength={200} />
          </Form.Item>
          <Form.Item name="phone" label={l('phone')} rules={[zodTextRule(shape.phone, l('phone'))]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="profile"
            label={l('profile')}
            rules={[zodTextRule(shape.profile, l('profile'))]}
            extra={t('userSetting.wordCount', { count: countWords(profile), max: WORD_LIMIT })}
          >
            <Input.TextArea rows={4} placeholder={t('userSetting.placeholder.profile')} data-testid="profile" />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 5, span: 15 }}>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-basic">
              {t('userSetting.save')}
            </Button>
            <Button
              style={{ marginInlineStart: 8 }}
              onClick={() => {
                if (!query.data) return;
                form.setFieldsValue(query.data);
                markPristine();
              }}
            >
              {t('userSetting.reset')}
            </Button>
          </Form.Item>
        </Form>
      )}
    </QueryState>
  );
}
