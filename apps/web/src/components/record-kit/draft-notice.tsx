import { Button } from 'antd';
import { feedback } from '@/lib/feedback';
import { runBulk } from './bulk-api';
import { invalidateRecords, type RecordPath } from './record-api';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Tells the person who just created a record that it is a draft visitors do not see, with a
 * Publish button for curators (researchers' samples wait for one).
 */
export function announceDraft(o: { path: RecordPath; id: number; name: string; canPublish: boolean; t: Translate }) {
  const key = `draft-${o.path}-${o.id}`;
  const publish = async () => {
    try {
      await runBulk(o.path, 'online', [o.id]);
      await invalidateRecords();
      feedback.notification.destroy(key);
      void feedback.message.success(o.t('catalogue.form.published'));
    } catch {
      // The API client has told the person.
    }
  };
  feedback.notification.info({
    key,
    message: o.t('catalogue.form.savedDraft'),
    description: o.t(o.canPublish ? 'catalogue.form.savedDraftHint' : 'catalogue.form.statusResearcherHint', {
      name: o.name,
    }),
    duration: 12,
    actions: o.canPublish ? (
      <Button type="primary" size="small" onClick={() => void publish()} data-testid="draft-publish">
        {o.t('catalogue.form.publish')}
      </Button>
    ) : undefined,
  });
}
