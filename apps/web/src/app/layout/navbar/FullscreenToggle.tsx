import { useEffect, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export function FullscreenToggle() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const onChange = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const label = full ? t('navbar.screen.toExit') : t('navbar.screen.toFull');
  return (
    <Tooltip title={label}>
      <Button
        shape="circle"
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={label}
        onClick={() => {
          // Browsers may refuse (iframe policy); nothing to tell the person beyond no change.
          const action = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
          action.catch(() => undefined);
        }}
      />
    </Tooltip>
  );
}
