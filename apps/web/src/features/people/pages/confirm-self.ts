import { ApiError } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import i18n from '@/lib/i18n';

/** The server's answer when an admin would take their own powers away without saying yes first. */
export function needsSelfConfirm(err: unknown): boolean {
  return err instanceof ApiError && (err.data as { reason?: unknown } | undefined)?.reason === 'confirm_self';
}

/**
 * Sends a change; when the server answers that it touches the sender's own account (disabling
 * themselves, dropping their own admin role), asks them once and, on yes, sends it again with
 * `confirm_self: true`. Resolves true when the change went through, false when the person
 * declined or the confirmed change was refused; any other refusal is thrown as it came. The confirm dialog replaces the refusal's toast (feedback's dialogs claim it).
 */
export async function sendConfirmingSelf(
  send: (confirmSelf?: true) => Promise<unknown>,
  kind: 'disable' | 'demote',
): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (err) {
    if (!needsSelfConfirm(err)) throw err;
  }
  return new Promise<boolean>((resolve) => {
    feedback.modal.confirm({
      title: i18n.t(`people.confirmSelf.${kind}.title`),
      content: i18n.t(`people.confirmSelf.${kind}.content`),
      okText: i18n.t(`people.confirmSelf.${kind}.ok`),
      okButtonProps: { danger: true },
      cancelText: i18n.t('people.confirmSelf.cancel'),
      // A refusal of the confirmed change is told by the client's toast; the dialog closes either way.
      onOk: () =>
        send(true).then(
          () => resolve(true),
          () => resolve(false),
        ),
      onCancel: () => resolve(false),
    });
  });
}
