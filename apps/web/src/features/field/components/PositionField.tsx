import { useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FIELD_ACCURACY_LIMIT_M, type FieldPosition } from '@yaoshi/contracts';
import { isRough, readPosition } from '../position';

/** The GPS fix of the collection: read on the device, its accuracy shown, a rough one flagged for a retake. */
export function PositionField({
  value,
  onChange,
}: {
  value?: FieldPosition | null;
  onChange?: (p: FieldPosition | null) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const take = async () => {
    setBusy(true);
    setError(null);
    try {
      onChange?.(await readPosition());
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value && (
        <Typography.Text data-testid="field-position">
          {value.latitude.toFixed(6)}, {value.longitude.toFixed(6)} · ±{Math.round(value.accuracy)} m
        </Typography.Text>
      )}
      {value && isRough(value) && (
        <Alert
          type="warning"
          showIcon
          data-testid="field-position-rough"
          title={t('field.position.rough', { limit: FIELD_ACCURACY_LIMIT_M })}
        />
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={t(`field.position.error.${error}`, t('field.position.error.unavailable'))}
        />
      )}
      <Button icon={<AimOutlined />} loading={busy} onClick={take} data-testid="field-position-take">
        {value ? t('field.position.retake') : t('field.position.take')}
      </Button>
    </Space>
  );
}
