import { Card, Col, Form, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ENCODING_RATE_MAX,
  ENCODING_RATE_MIN,
  FRAME_RATE_MAX,
  FRAME_RATE_MIN,
  VIDEO_MODES,
  groupFormBodySchema,
} from '@yaoshi/contracts';
import { schemaMessage, zodRule } from '@/components/console-kit';
import { RESOLUTIONS, VIDEO_PROFILES } from './group-fields';

const video = groupFormBodySchema.shape.video.shape;
const acq = video.acquisition.shape;
const enc = video.encoding.shape;
const rate = enc.rate.shape;

/** Video parameters: mode, acquisition and encoding (frame rates 1–30, encoding rates 150–1800). */
export function VideoSection() {
  const { t } = useTranslation();
  const l = (k: string) => t(`groupForm.label.${k}`);
  const frameHint = t('groupForm.hint.frameRate', { min: FRAME_RATE_MIN, max: FRAME_RATE_MAX });
  const rateHint = t('groupForm.hint.rate', { min: ENCODING_RATE_MIN, max: ENCODING_RATE_MAX });
  return (
    <Card title={t('groupForm.video.title')} variant="borderless">
      <Row gutter={24}>
        <Col xs={24} md={8}>
          <Form.Item name={['video', 'mode']} label={l('mode')} rules={[zodRule(video.mode, l('mode'))]}>
            <Select options={VIDEO_MODES.map((m) => ({ value: m, label: t(`groupForm.videoMode.${m}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['video', 'acquisition', 'resolution']}
            label={l('acquisitionResolution')}
            rules={[zodRule(acq.resolution, l('acquisitionResolution'))]}
          >
            <Select options={RESOLUTIONS.map((r) => ({ value: r, label: r }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['video', 'acquisition', 'frameRate']}
            label={l('acquisitionFrameRate')}
            extra={frameHint}
            rules={[zodRule(acq.frameRate, l('acquisitionFrameRate'))]}
          >
            <InputNumber
              style={{ width: '100%' }}
              placeholder={frameHint}
              suffix="fps"
              data-testid="video-acquisition-frameRate"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['video', 'encoding', 'resolution']}
            label={l('encodingResolution')}
            rules={[zodRule(enc.resolution, l('encodingResolution'))]}
          >
            <Select options={RESOLUTIONS.map((r) => ({ value: r, label: r }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['video', 'encoding', 'frameRate']}
            label={l('encodingFrameRate')}
            extra={frameHint}
            rules={[zodRule(enc.frameRate, l('encodingFrameRate'))]}
          >
            <InputNumber
              style={{ width: '100%' }}
              placeholder={frameHint}
              suffix="fps"
              data-testid="video-encoding-frameRate"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['video', 'encoding', 'profile']}
            label={l('encodingProfile')}
            rules={[zodRule(enc.profile, l('encodingProfile'))]}
          >
            <Select options={VIDEO_PROFILES.map((p) => ({ value: p, label: p }))} />
          </Form.Item>
        </Col>
        {(['min', 'max', 'default'] as const).map((k) => (
          <Col xs={24} md={8} key={k}>
            <Form.Item
              name={['video', 'encoding', 'rate', k]}
              label={l(`rate.${k}`)}
              extra={rateHint}
              dependencies={
                k === 'default'
                  ? [
                      ['video', 'encoding', 'rate', 'min'],
                      ['video', 'encoding', 'rate', 'max'],
                    ]
                  : undefined
              }
              rules={[
                zodRule(rate[k], l(`rate.${k}`)),
                ({ getFieldValue }) => ({
                  validator: async (_r, value: unknown) => {
                    if (k !== 'default' || typeof value !== 'number') return;
                    const min = getFieldValue(['video', 'encoding', 'rate', 'min']) as unknown;
                    const max = getFieldValue(['video', 'encoding', 'rate', 'max']) as unknown;
                    const parsed = enc.rate.safeParse({ min, max, default: value });
                    const order = parsed.error?.issues.find((i) => i.message === 'groupForm.rate.order');
                    if (order) throw new Error(schemaMessage(order.message, l(`rate.${k}`)));
                  },
                }),
              ]}
            >
              <InputNumber
                style={{ width: '100%' }}
                placeholder={rateHint}
                suffix="kbps"
                data-testid={`video-rate-${k}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
