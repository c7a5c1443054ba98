import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WORD_LIMIT, countWords, groupFormBodySchema, type BasicProfile, type GroupFormBody } from '@yaoshi/contracts';
import { applyServerErrors, zodTextRule } from '@/components/console-kit';
import { useSubmitGroup } from '../api/group-submit';
import { useLatestParams } from '../api/latest-params';
import { AudioSection } from '../components/AudioSection';
import { DEFAULT_GROUP_VALUES } from '../components/group-fields';
import { VideoSection } from '../components/VideoSection';
import { feedback } from '@/lib/feedback';
import { FIRST_ERROR_SCROLL, finishFailedProps } from '@/components/record-kit/form-errors';
import { useFormUnsavedChanges } from '@/lib/use-unsaved-changes';

/** Group form (admin): video and audio parameters; a submission awaits approval on the basic profile. */
export default function GroupForm() {
  const { t } = useTranslation();
  const { message } = feedback;
  const navigate = useNavigate();
  const [form] = Form.useForm<GroupFormBody>();
  const latest = useLatestParams();
  const submit = useSubmitGroup();
  const [submitted, setSubmitted] = useState<BasicProfile | null>(null);
  const description = Form.useWatch('description', form) ?? '';
  const unsaved = useFormUnsavedChanges(form);
  const { markPristine } = unsaved;

  // Start from the latest submitted parameters, so a change is an edit, not a retype.
  const current = latest.data?.current;
  const loading = latest.isPending;
  useEffect(() => {
    if (loading) return;
    if (current) form.setFieldsValue({ video: current.video, audio: current.audio, description: '' });
    markPristine();
  }, [loading, current, form, markPristine]);

  const onFinish = async (values: GroupFormBody) => {
    try {
      const profile = await submit.mutateAsync({ ...values, description: values.description ?? '' });
      setSubmitted(profile);
      markPristine();
      void message.success(t('groupForm.submitted'));
    } catch (err) {
      applyServerErrors(form, err);
    }
  };

  if (latest.isPending) {
    return (
      <div className="page-container">
        <h1 className="visually-hidden">{t('menu.form.group')}</h1>
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      </div>
    );
  }

  return (
    <div className="page-container">
      <h1 className="visually-hidden">{t('menu.form.group')}</h1>
      <Form<GroupFormBody>
        form={form}
        layout="vertical"
        initialValues={DEFAULT_GROUP_VALUES}
        onFinish={(v) => void onFinish(v)}
        scrollToFirstError={FIRST_ERROR_SCROLL}
        {...finishFailedProps(form, t)}
        onValuesChange={unsaved.onValuesChange}
        disabled={submit.isPending}
        data-testid="group-form"
      >
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {submitted && (
            <Alert
              type="success"
              showIcon
              title={t('groupForm.submittedAlert', { id: submitted.id })}
              action={
                <Button size="small" type="primary" onClick={() => navigate('/profile/basic')} data-testid="to-profile">
                  {t('groupForm.toProfile')}
                </Button>
              }
            />
          )}
          <VideoSection />
          <AudioSection />
          <Card title={t('groupForm.explanation.title')} variant="borderless">
            <Form.Item
              name="description"
              label={t('groupForm.label.description')}
              rules={[zodTextRule(groupFormBodySchema.shape.description, t('groupForm.label.description'))]}
              extra={t('groupForm.wordCount', { count: countWords(description), max: WORD_LIMIT })}
            >
              <Input.TextArea rows={4} placeholder={t('groupForm.hint.description')} data-testid="group-description" />
            </Form.Item>
          </Card>
          <Card variant="borderless" styles={{ body: { display: 'flex', justifyContent: 'flex-end', gap: 8 } }}>
            <Button
              onClick={() => {
                form.resetFields();
                unsaved.onValuesChange();
              }}
            >
              {t('groupForm.reset')}
            </Button>
            <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="group-submit">
              {t('groupForm.submit')}
            </Button>
          </Card>
        </Space>
      </Form>
    </div>
  );
}
