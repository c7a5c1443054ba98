import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** A method with its arguments kept and its result left open (callers never use it). */
type Loose<F> = F extends (...args: infer A) => unknown ? (...args: A) => unknown : never;
type Methods<T, K extends keyof T> = { [P in K]: Loose<T[P]> };

/**
 * Messages, dialogs and notices, for components and for code outside React (API client,
 * stores). They are antd's context-aware instances (theme, locale), created by
 * <FeedbackHost> inside the ConfigProvider. The host and antd's message, notification and
 * modal code are not part of the initial JS (DESIGN §6): the host loads as soon as something
 * is to be shown, or in the background a few seconds after start. Calls made before it is
 * ready are kept and shown when it is.
 */
export interface Feedback {
  message: Methods<MessageInstance, 'info' | 'success' | 'error' | 'warning' | 'loading'>;
  /** The dialog methods both the static Modal and the hook API offer (their return types differ). */
  modal: Record<'confirm' | 'info' | 'success' | 'error' | 'warning', (config: ModalFuncProps) => unknown>;
  notification: Methods<NotificationInstance, 'info' | 'success' | 'error' | 'warning' | 'open' | 'destroy'>;
}

let ready: Feedback | undefined;
const waiting: ((api: Feedback) => void)[] = [];
let wanted = false;
let onWanted: (() => void) | undefined;

function deferred<P extends keyof Feedback>(part: P, method: keyof Feedback[P]) {
  return (...args: unknown[]): void => {
    const call = (api: Feedback) => (api[part][method] as (...a: unknown[]) => unknown)(...args);
    if (ready) {
      call(ready);
      return;
    }
    waiting.push(call);
    wanted = true;
    onWanted?.();
  };
}

const methods = <P extends keyof Feedback>(part: P, names: (keyof Feedback[P])[]) =>
  Object.fromEntries(names.map((name) => [name, deferred(part, name)])) as unknown as Feedback[P];

/*
 * One message per failure: the API client reports a failed call with reportFailure(), which
 * shows the error toast one task later. Whoever handles the failure in between — a dialog that explains it
 * (a blocked delete lists what references the record), or a caller that calls claimFailures() because it
 * shows the error its own way — takes the toast's place, so a failure never shows twice.
 */
const pendingFailures = new Set<ReturnType<typeof setTimeout>>();

/** Shows an error toast for a failed call, unless a dialog or the caller takes it over first (same task). */
export function reportFailure(content: string, duration: number): void {
  const timer = setTimeout(() => {
    pendingFailures.delete(timer);
    void feedback.message.error({ content, duration });
  }, 0);
  pendingFailures.add(timer);
}

/** Drops the toasts of failures reported in this task: the caller shows those failures itself. */
export function claimFailures(): void {
  for (const timer of pendingFailures) clearTimeout(timer);
  pendingFailures.clear();
}

/** A dialog about a failure replaces its toast. */
function claimingDialogs(modal: Feedback['modal']): Feedback['modal'] {
  const wrap =
    (open: (config: ModalFuncProps) => unknown) =>
    (config: ModalFuncProps): unknown => {
      claimFailures();
      return open(config);
    };
  return {
    confirm: wrap(modal.confirm),
    info: wrap(modal.info),
    success: wrap(modal.success),
    error: wrap(modal.error),
    warning: wrap(modal.warning),
  };
}

export const feedback: Feedback = {
  message: methods('message', ['info', 'success', 'error', 'warning', 'loading']),
  modal: claimingDialogs(methods('modal', ['confirm', 'info', 'success', 'error', 'warning'])),
  notification: methods('notification', ['info', 'success', 'error', 'warning', 'open', 'destroy']),
};

/** Called by <FeedbackHost> once antd's instances exist: shows what was waiting. */
export function registerFeedback(next: Feedback): void {
  ready = next;
  Object.assign(feedback, next, { modal: claimingDialogs(next.modal) });
  for (const call of waiting.splice(0)) call(next);
}

/** Lets the app mount the host as soon as something is to be shown (now, if already). */
export function onFeedbackWanted(listener: () => void): () => void {
  onWanted = listener;
  if (wanted) listener();
  return () => {
    if (onWanted === listener) onWanted = undefined;
  };
}
