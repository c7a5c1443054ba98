import { App, message, Modal, notification, type ModalFuncProps } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

/**
 * Messages, dialogs and notices raised outside React (API client, route guards) must use
 * the context-aware instances of antd's <App> so they follow the theme and locale.
 * <FeedbackBridge> (inside <App>) registers them here; until then the static API is used.
 */
export interface Feedback {
  message: AppApi['message'];
  /** The dialog methods both the static Modal and the hook API offer (their return types differ). */
  modal: Record<'confirm' | 'info' | 'success' | 'error' | 'warning', (config: ModalFuncProps) => unknown>;
  notification: AppApi['notification'];
}

export const feedback: Feedback = { message, modal: Modal, notification };

export function registerFeedback(next: Feedback): void {
  Object.assign(feedback, next);
}
