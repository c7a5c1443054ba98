import { useEffect } from 'react';
import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { certificationBodySchema, type Certification, type CertificationBody } from '@yaoshi/contracts';
import { applyServerErrors, zodRule } from '@/components/console-kit';
import { useSubmitCertification } from '../api/certification';
import { feedback } from '@/lib/feedback';
import { FIRST_ERROR_SCROLL, finishFailedProps } from '@/components/record-kit/form-errors';
import { useFormUnsavedChanges } from '@/lib/use-unsaved-changes';

const shape = certificationBodySchema.shape;
const FIELDS = [
  'enterpriseName',
  'organizationCode',
  'legalPerson',
  'accountType',
  'certificateType',
  'authenticationNumber',
  'enterpriseCertificateType',
] as const;
const CHOICES: Partial<Record<(typeof FIELDS)[number], readonly string[]>> = {
  accountType: ['enterprise', 'institution', 'individual'],
  certificateType: ['id-card', 'passport', 'business-license'],
  enterpriseCertificateType: ['unified-social-credit-code', 'business-license', 'institution-certificate'],
};

/** Submit (or resubmit) enterprise information for review. */
export function CertificationForm({
  initial,
  onDone,
}: {
  initial: Certification['enterpriseInfo'];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = feedback;
  const [form] = Form.useForm<CertificationBody>();
  const submit = useSubmitCertification();
  const unsaved = useFormUnsavedChanges(form);
  const { markPristine } = unsaved;
  useEffect(() => markPristine(), [markPristine]);
  const l = (k: string) => t(`userSetting.certification.field.${k}`);

  const onFinish = async (v: CertificationBody) => {
    try {
      await submit.mutateAsync(v);
      void message.success(t('userSetting.certification.submitted'));
      markPristine();
      onDone();
    } catch (err) {
      applyServerErrors(form, err);
    }
  };

  return (
    <Form<CertificationBody>
      form={form}
      layout="vertical"
      initialValues={initial ?? undefined}
      onFinish={(v) => void onFinish(v)}
      scrollToFirstError={FIRST_ERROR_SCROLL}
      {...finishFailedProps(form, t)}
      onValuesChange={unsaved.onValuesChange}
      disabled={submit.isPending}
      data-testid="certification-form"
    >
      <Row gutter={16}>
        {FIELDS.map((f) => (
          <Col key={f} xs={24} md={12}>
            <Form.Item name={f} label={l(f)} required rules={[zodRule(shape[f], l(f))]}>
              {CHOICES[f] ? (
                <Select
                  options={CHOICES[f]!.map((c) => ({ value: c, label: t(`userSetting.certification.choice.${c}`) }))}
                />
              ) : (
                <Input maxLength={f === 'organizationCode' ? 18 : 100} />
              )}
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          {t('userSetting.certification.submit')}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </Space>
    </Form>
  );
}
