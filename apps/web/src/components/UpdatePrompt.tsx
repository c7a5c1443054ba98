import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, onUpdateReady } from '@/lib/service-worker';
import './update-prompt.css';

/** Offers a newly deployed version (the service worker has it ready); the page reloads on accept. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => onUpdateReady(() => setReady(true)), []);
  if (!ready || dismissed) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t('field.update.ready')}</span>
      <button type="button" className="update-prompt-apply" onClick={applyUpdate}>
        {t('field.update.reload')}
      </button>
      <button type="button" className="update-prompt-later" onClick={() => setDismissed(true)}>
        {t('field.update.later')}
      </button>
    </div>
  );
}
