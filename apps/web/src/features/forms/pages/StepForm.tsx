import { useEffect, useState } from 'react';
import { Button, Card, Form, Space, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChannelSubmission, FieldError } from '@yaoshi/contracts';
import { ApiError } from '@/lib/api-client';
import { useSubmitChannel } from '../api/channel-submit';
import { BasicInfoStep } from '../components/BasicInfoStep';
import { ChannelInfoStep } from '../components/ChannelInfoStep';
import { RecentChannels } from '../components/RecentChannels';
import { StepFinish } from '../components/StepFinish';
import {
  BASIC_FIELDS,
  CHANNEL_FIELDS,
  INITIAL_STEP_VALUES,
  stepOfField,
  toChannelBody,
  type StepValues,
} from '../components/step-fields';
import { feedback } from '@/lib/feedback';
import { useFormUnsavedChanges } from '@/lib/use-unsaved-changes';

/** Step form (admin): create a channel — basic info → channel info → finish. */
export default function StepForm() {
  const { t } = useTranslation();
  const { message } = feedback;
  const [form] = Form.useForm<StepValues>();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [created, setCreated] = useState<ChannelSubmission | null>(null);
  // Server field errors wait until the step holding the field is on screen again.
  const [pending, setPending] = useState<FieldError[]>([]);
  const submit = useSubmitChannel();
  const unsaved = useFormUnsavedChanges(form);
  const { markPristine } = unsaved;
  useEffect(() => markPristine(), [markPristine]);

  useEffect(() => {
    if (pending.length === 0) return;
    form.setFields(pending.map((e) => ({ name: e.field.split('.')[0] as keyof StepValues, errors: [e.message] })));
    setPending([]);
  }, [pending, step, form]);

  const next = async () => {
    const ok = await form.validateFields([...BASIC_FIELDS]).then(
      () => true,
      () => false,
    );
    if (ok) setStep(1);
  };

  const onSubmit = async () => {
    const ok = await form.validateFields([...CHANNEL_FIELDS]).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    try {
      const channel = await submit.mutateAsync(toChannelBody(form.getFieldsValue(true) as StepValues));
      markPristine();
      setCreated(channel);
      setStep(2);
      void message.success(t('stepForm.finish.title'));
    } catch (err) {
      const fields = err instanceof ApiError && Array.isArray(err.data) ? (err.data as FieldError[]) : [];
      if (fields.length === 0) return;
      setStep(fields.some((f) => stepOfField(f.field) === 0) ? 0 : 1);
      setPending(fields);
    }
  };

  const again = () => {
    form.resetFields();
    markPristine();
    setCreated(null);
    setStep(0);
  };

  return (
    <div className="page-container">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card title={<h1 className="page-title">{t('stepForm.title')}</h1>} variant="borderless">
          <Steps
            current={step}
            style={{ maxWidth: 760, margin: '8px auto 32px' }}
            items={[
              { title: t('stepForm.step.basic'), content: t('stepForm.step.basicDesc') },
              { title: t('stepForm.step.channel'), content: t('stepForm.step.channelDesc') },
              { title: t('stepForm.step.finish'), content: t('stepForm.step.finishDesc') },
            ]}
          />
          {step === 2 && created ? (
            <StepFinish channel={created} onAgain={again} />
          ) : (
            <Form<StepValues>
              form={form}
              layout="horizontal"
              labelCol={{ span: 6 }}
              wrapperCol={{ span: 12 }}
              initialValues={INITIAL_STEP_VALUES}
              style={{ maxWidth: 900, margin: '0 auto' }}
              data-testid="step-form"
              onValuesChange={unsaved.onValuesChange}
              disabled={submit.isPending}
            >
              {step === 0 ? <BasicInfoStep /> : <ChannelInfoStep />}
              <Form.Item wrapperCol={{ offset: 6, span: 12 }}>
                <Space>
                  {step === 1 && <Button onClick={() => setStep(0)}>{t('stepForm.action.prev')}</Button>}
                  {step === 0 ? (
                    <Button type="primary" onClick={() => void next()} data-testid="step-next">
                      {t('stepForm.action.next')}
                    </Button>
                  ) : (
                    <Button
                      type="primary"
                      loading={submit.isPending}
                      onClick={() => void onSubmit()}
                      data-testid="step-submit"
                    >
                      {t('stepForm.action.submit')}
                    </Button>
                  )}
                </Space>
              </Form.Item>
            </Form>
          )}
        </Card>
        <RecentChannels />
      </Space>
    </div>
  );
}
