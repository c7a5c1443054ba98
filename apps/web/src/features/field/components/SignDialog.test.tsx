import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SignDialog } from './SignDialog';

const noop = () => undefined;
const dialog = (open: boolean, refused: string | null = null) => (
  <SignDialog open={open} count={1} refused={refused} pending={false} onCancel={noop} onSign={noop} />
);
const box = () => screen.getByTestId<HTMLInputElement>('field-sign-confirm');
const password = () => screen.getByTestId<HTMLInputElement>('field-sign-password');

describe('the sign dialog', () => {
  it('opens blank each time: the statement unticked, the password empty', () => {
    const { rerender } = render(dialog(true));
    fireEvent.click(box());
    fireEvent.change(password(), { target: { value: 'secret' } });
    expect(box().checked).toBe(true);
    rerender(dialog(false));
    rerender(dialog(true));
    expect(box().checked).toBe(false);
    expect(password().value).toBe('');
    // A tick given on the opened dialog stays.
    fireEvent.click(box());
    expect(box().checked).toBe(true);
  });

  it('opened again after a refused password keeps the statement and asks for the password again', () => {
    const { rerender } = render(dialog(true));
    fireEvent.click(box());
    fireEvent.change(password(), { target: { value: 'wrong' } });
    rerender(dialog(false, 'Wrong password'));
    rerender(dialog(true, 'Wrong password'));
    expect(box().checked).toBe(true);
    expect(password().value).toBe('');
  });
});
