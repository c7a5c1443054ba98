import type { MessageType, UnreadCounts } from './use-messages';

/** The tab the message box opens on: the first (in tab order) with unread items, else the first. */
export function firstUnreadTab(types: readonly MessageType[], counts: UnreadCounts | undefined): MessageType {
  return types.find((k) => (counts?.[k] ?? 0) > 0) ?? types[0] ?? 'message';
}
