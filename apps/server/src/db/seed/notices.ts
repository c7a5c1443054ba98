import { t } from '../../lib/i18n';
import type { SeedContext } from './index';

/** A welcome notice so the message box is never empty on a new install. */
export async function seedWelcomeNotice({ services }: SeedContext): Promise<void> {
  const existing = await services.messages.list(
    { userId: 0, sessionId: 0, username: '', role: 'user', roles: ['user'] },
    { type: 'notice', current: 1, pageSize: 1 },
  );
  if (existing.total > 0) return;
  await services.messages.send({
    type: 'notice',
    title: t('zh-CN', 'message.welcome.title'),
    content: t('zh-CN', 'message.welcome.content'),
    i18n: { title: 'message.welcome.title', content: 'message.welcome.content' },
    message_type: 1,
    link: '/formList/matter-list',
  });
}
