import { Card, Col, Form, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUDIO_MODES, ENCODING_RATE_MAX, ENCODING_RATE_MIN, groupFormBodySchema } from '@yaoshi/contracts';
import { zodRule } from '@/components/console-kit';
import { AUDIO_PROFILES } from './group-fields';

const audio = groupFormBodySchema.shape.audio.shape;
const acq = audio.acquisition.shape;
const enc = audio.encoding.shape;

/** Audio parameters: mode, channels, encoding rate (150–1800) and profile. */
export function AudioSection() {
  const { t } = useTranslation();
  const l = (k: string) => t(`groupForm.label.${k}`);
  const rateHint = t('groupForm.hint.rate', { min: ENCODING_RATE_MIN, max: ENCODING_RATE_MAX });
  const channelHint = t('groupForm.hint.channels');
  return (
    <Card title={t('groupForm.audio.title')} variant="borderless">
      <Row gutter={24}>
        <Col xs={24} md={8}>
          <Form.Item name={['audio', 'mode']} label={l('mode')} rules={[zodRule(audio.mode, l('mode'))]}>
            <Select options={AUDIO_MODES.map((m) => ({ value: m, label: t(`groupForm.audioMode.${m}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['audio', 'acquisition', 'channels']}
            label={l('acquisitionChannels')}
            extra={channelHint}
            rules={[zodRule(acq.channels, l('acquisitionChannels'))]}
          >
            <InputNumber style={{ width: '100%' }} placeholder={channelHint} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['audio', 'encoding', 'channels']}
            label={l('encodingChannels')}
            extra={channelHint}
            rules={[zodRule(enc.channels, l('encodingChannels'))]}
          >
            <InputNumber style={{ width: '100%' }} placeholder={channelHint} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['audio', 'encoding', 'rate']}
            label={l('audioRate')}
            extra={rateHint}
            rules={[zodRule(enc.rate, l('audioRate'))]}
          >
            <InputNumber style={{ width: '100%' }} placeholder={rateHint} suffix="kbps" data-testid="audio-rate" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['audio', 'encoding', 'profile']}
            label={l('encodingProfile')}
            rules={[zodRule(enc.profile, l('encodingProfile'))]}
          >
            <Select options={AUDIO_PROFILES.map((p) => ({ value: p, label: p }))} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
