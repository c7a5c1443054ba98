import i18n from 'i18next';
import { feedback } from './feedback';

/**
 * How many field records this device holds unsent, as the field screens last counted them (their
 * queue is in IndexedDB, which the layout does not open): sign-out asks first when there are some.
 */
const KEY = 'yaoshi-field-unsent';

export function setUnsentFieldRecords(count: number): void {
  try {
    if (count > 0) localStorage.setItem(KEY, String(count));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused: sign-out then does not warn, the records stay in the queue all the same.
  }
}

export const unsentFieldRecords = (): number => Number(localStorage.getItem(KEY) ?? 0) || 0;

/** true to go on signing out: at once with nothing unsent, else when the person confirms. */
export function confirmSignOut(): Promise<boolean> {
  const count = unsentFieldRecords();
  if (count === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    feedback.modal.confirm({
      title: i18n.t('messageBox.logout'),
      content: i18n.t('field.signOut.unsent', { count }),
      okText: i18n.t('messageBox.logout'),
      cancelText: i18n.t('common.cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
