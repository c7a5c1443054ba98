import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADVERTISING_MEDIA, ADVERTISING_SOURCES, WORD_LIMIT, channelInfoSchema, countWords } from '@yaoshi/contracts';
import { zodRule } from '@/components/console-kit';

const shape = channelInfoSchema.shape;

/** Step 2: advertising source and media, keywords, push notification, advertising content (≤ 200 words). */
export function ChannelInfoStep() {
  const { t } = useTranslation();
  const label = (k: string) => t(`stepForm.label.${k}`);
  const content = Form.useWatch<string | undefined>('advertisingContent') ?? '';
  return (
    <>
      <Form.Item
        name="advertisingSource"
        label={label('advertisingSource')}
        required
        rules={[zodRule(shape.advertisingSource, label('advertisingSource'))]}
      >
        <Select
          placeholder={t('stepForm.placeholder.advertisingSource')}
          options={ADVERTISING_SOURCES.map((s) => ({ value: s, label: t(`stepForm.source.${s}`) }))}
          data-testid="advertisingSource"
        />
      </Form.Item>
      <Form.Item
        name="advertisingMedia"
        label={label('advertisingMedia')}
        required
        rules={[zodRule(shape.advertisingMedia, label('advertisingMedia'))]}
      >
        <Select
          placeholder={t('stepForm.placeholder.advertisingMedia')}
          options={ADVERTISING_MEDIA.map((m) => ({ value: m, label: t(`stepForm.media.${m}`) }))}
          data-testid="advertisingMedia"
        />
      </Form.Item>
      <Form.Item
        name="keywords"
        label={label('keywords')}
        required
        rules={[zodRule(shape.keywords, label('keywords'))]}
        extra={t('stepForm.tip.keywords')}
      >
        <Select
          mode="tags"
          tokenSeparators={[',', '，']}
          open={false}
          suffixIcon={null}
          placeholder={t('stepForm.placeholder.keywords')}
          data-testid="keywords"
        />
      </Form.Item>
      <Form.Item name="pushNotify" label={label('pushNotify')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="advertisingContent"
        label={label('advertisingContent')}
        required
        rules={[zodRule(shape.advertisingContent, label('advertisingContent'))]}
        extra={t('stepForm.wordCount', { count: countWords(content), max: WORD_LIMIT })}
      >
        <Input.TextArea
          rows={4}
          placeholder={t('stepForm.placeholder.advertisingContent')}
          data-testid="advertisingContent"
        />
      </Form.Item>
    </>
  );
}
