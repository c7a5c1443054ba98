import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANNEL_TYPES, channelBasicSchema } from '@yaoshi/contracts';
import { zodRule } from '@/components/console-kit';
import { toDates } from './step-fields';

const shape = channelBasicSchema.shape;

/** Step 1: activity name, channel type, promotion time, promote link (SPEC §5 rules). */
export function BasicInfoStep() {
  const { t } = useTranslation();
  const label = (k: string) => t(`stepForm.label.${k}`);
  return (
    <>
      <Form.Item
        name="activityName"
        label={label('activityName')}
        required
        rules={[zodRule(shape.activityName, label('activityName'))]}
        extra={t('stepForm.tip.activityName')}
      >
        <Input placeholder={t('stepForm.placeholder.activityName')} data-testid="activityName" />
      </Form.Item>
      <Form.Item
        name="channelType"
        label={label('channelType')}
        required
        rules={[zodRule(shape.channelType, label('channelType'))]}
      >
        <Select
          placeholder={t('stepForm.placeholder.channelType')}
          options={CHANNEL_TYPES.map((c) => ({ value: c, label: t(`stepForm.channelType.${c}`) }))}
          data-testid="channelType"
        />
      </Form.Item>
      <Form.Item
        name="promotionTime"
        label={label('promotionTime')}
        required
        rules={[zodRule(shape.promotionTime, label('promotionTime'), toDates)]}
      >
        <DatePicker.RangePicker style={{ width: '100%' }} data-testid="promotionTime" />
      </Form.Item>
      <Form.Item
        name="promoteLink"
        label={label('promoteLink')}
        required
        rules={[zodRule(shape.promoteLink, label('promoteLink'))]}
        extra={t('stepForm.tip.promoteLink')}
      >
        <Input placeholder={t('stepForm.placeholder.promoteLink')} data-testid="promoteLink" />
      </Form.Item>
    </>
  );
}
