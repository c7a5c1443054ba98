import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterPaint } from './use-focus-after-paint';

function Field({ enabled = true }: { enabled?: boolean }) {
  const ref = useFocusAfterPaint<HTMLInputElement>(enabled);
  return <input ref={ref} aria-label="name" />;
}

describe('useFocusAfterPaint', () => {
  it('focuses the element after the first frame, not during the commit', async () => {
    render(<Field />);
    const input = screen.getByLabelText('name');
    expect(document.activeElement).not.toBe(input);
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('does not take the focus from an element focused meanwhile, nor focus when disabled', async () => {
    render(
      <>
        <Field />
        <button type="button">other</button>
      </>,
    );
    const other = screen.getByRole('button', { name: 'other' });
    act(() => other.focus());
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(other);
    other.blur();
    render(<Field enabled={false} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(document.body);
  });
});
