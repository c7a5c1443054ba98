import { describe, expect, it, vi } from 'vitest';
import { feedback, onFeedbackWanted, registerFeedback, type Feedback } from './feedback';

function fakeApi() {
  const fn = () => vi.fn<(...args: unknown[]) => unknown>();
  return {
    message: { info: fn(), success: fn(), error: fn(), warning: fn(), loading: fn() },
    modal: { confirm: fn(), info: fn(), success: fn(), error: fn(), warning: fn() },
    notification: { info: fn(), success: fn(), error: fn(), warning: fn(), open: fn(), destroy: fn() },
  };
}

describe('feedback', () => {
  it('keeps what is shown before antd is loaded, asks for the host, and shows it once registered', () => {
    // Captured before registration, as a component or the API client would hold it.
    const { message } = feedback;
    message.error({ content: 'offline', duration: 5 });
    feedback.modal.confirm({ title: 'expired' });

    const wanted = vi.fn();
    const stop = onFeedbackWanted(wanted);
    expect(wanted).toHaveBeenCalledTimes(1);

    const api = fakeApi();
    registerFeedback(api as unknown as Feedback);
    expect(api.message.error).toHaveBeenCalledWith({ content: 'offline', duration: 5 });
    expect(api.modal.confirm).toHaveBeenCalledWith({ title: 'expired' });

    // Afterwards calls go straight through, also through the reference taken earlier.
    message.success('saved');
    feedback.notification.info({ title: 'menu' });
    expect(api.message.success).toHaveBeenCalledWith('saved');
    expect(api.notification.info).toHaveBeenCalledWith({ title: 'menu' });
    expect(api.message.error).toHaveBeenCalledTimes(1);
    stop();
  });
});
