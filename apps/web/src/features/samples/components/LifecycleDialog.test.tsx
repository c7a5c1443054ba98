import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { SignatureBody } from '@yaoshi/contracts';
import { ApiError } from '@/lib/api-client';
import { LifecycleDialog } from './LifecycleDialog';

type Submit = (note: string, signature?: SignatureBody) => Promise<void>;

type Sign = { act: 'verify' | 'publish'; selfVerification: boolean };

/** The verify dialog of one sample, open or not. */
const dialogOf = (sign: Sign, onSubmit: Submit, open = true) => (
  <LifecycleDialog
    open={open}
    title="审核通过：MS-0000001"
    description="将样品从「待审核」转为「已审核」"
    reasonRequired={false}
    danger={false}
    pending={false}
    onCancel={() => undefined}
    onSubmit={onSubmit}
    sign={sign}
  />
);

function renderDialog(sign: Sign, onSubmit: Submit) {
  render(dialogOf(sign, onSubmit));
  return screen.getByRole('dialog');
}

const confirm = () => act(async () => fireEvent.click(screen.getByTestId('lifecycle-confirm')));
const tick = () => fireEvent.click(screen.getByTestId('signature-confirm'));
const typePassword = (v: string) =>
  fireEvent.change(screen.getByTestId('signature-password'), { target: { value: v } });
const shown = (dialog: HTMLElement, text: string) => within(dialog).findByText(text, {}, { timeout: 15_000 });

describe('LifecycleDialog: the signature of verify and publish', { timeout: 60_000 }, () => {
  afterEach(() => cleanup());

  it('shows the act’s fixed statement and signs nothing until it is ticked and the password given', async () => {
    const onSubmit = vi.fn<Submit>(async () => undefined);
    const dialog = renderDialog({ act: 'publish', selfVerification: false }, onSubmit);
    expect(within(dialog).getByText('我批准发布此报告')).toBeTruthy();
    // No reason is asked when the signer did not enter the results.
    expect(within(dialog).queryByTestId('signature-self-reason')).toBeNull();
    await confirm();
    expect(await shown(dialog, '请确认声明后签名')).toBeTruthy();
    expect(await shown(dialog, '请输入密码以签名')).toBeTruthy();
    tick();
    await confirm();
    expect(onSubmit).not.toHaveBeenCalled();
    typePassword('Secret-1');
    await confirm();
    expect(onSubmit).toHaveBeenCalledWith('', {
      password: 'Secret-1',
      meaning: 'publish',
      self_verification_reason: '',
    });
  });

  it('asks a self-verifier for a reason and sends it with the signature', async () => {
    const onSubmit = vi.fn<Submit>(async () => undefined);
    const dialog = renderDialog({ act: 'verify', selfVerification: true }, onSubmit);
    expect(within(dialog).getByText('我确认已审核这些结果')).toBeTruthy();
    tick();
    typePassword('Secret-1');
    await confirm();
    expect(await shown(dialog, '自行审核须填写原因')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('signature-self-reason'), { target: { value: '  本实验室仅一名检测人员 ' } });
    await confirm();
    expect(onSubmit).toHaveBeenCalledWith('', {
      password: 'Secret-1',
      meaning: 'verify',
      self_verification_reason: '本实验室仅一名检测人员',
    });
  });

  it('says a refused password beside the field, empties it and stays open to retry', async () => {
    const refusal = new ApiError('密码不正确，未签名', 'envelope', 40000, 400, [
      { field: 'signature.password', message: '密码不正确，未签名' },
    ]);
    const onSubmit = vi.fn<Submit>(async () => {
      throw refusal;
    });
    const dialog = renderDialog({ act: 'verify', selfVerification: false }, onSubmit);
    tick();
    typePassword('wrong-one');
    await confirm();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const alert = await within(dialog).findByTestId('signature-refused', {}, { timeout: 15_000 });
    expect(alert.textContent).toBe('密码不正确，未签名');
    expect((screen.getByTestId('signature-password') as HTMLInputElement).value).toBe('');
    // Typing again clears the refusal.
    typePassword('Secret-1');
    expect(within(dialog).queryByTestId('signature-refused')).toBeNull();
  });

  it('opens blank each time, and what is given on the opened dialog stays', () => {
    const sign: Sign = { act: 'verify', selfVerification: false };
    const submit = async () => undefined;
    const box = () => screen.getByTestId<HTMLInputElement>('signature-confirm');
    const password = () => screen.getByTestId<HTMLInputElement>('signature-password');
    const { rerender } = render(dialogOf(sign, submit));
    tick();
    typePassword('Secret-1');
    expect(box().checked).toBe(true);
    rerender(dialogOf(sign, submit, false));
    rerender(dialogOf(sign, submit));
    expect(box().checked).toBe(false);
    expect(password().value).toBe('');
    tick();
    expect(box().checked).toBe(true);
  });
});
