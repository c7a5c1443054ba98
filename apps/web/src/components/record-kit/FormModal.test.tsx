import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCallback } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import { FormModal } from './FormModal';
import { useFormModal } from './use-form-modal';
import { parseBody } from './zod-form';

interface Values {
  name: string;
}
const EMPTY: Values = { name: '' };
const schema = z.object({ name: z.string().trim().min(2) }).strict();

function Dialog(props: {
  editing: Values | null;
  save: (input: { body: Values }) => Promise<{ id: number }>;
  onSaved?: (saved: { id: number }) => void;
  onClose: () => void;
}) {
  const { editing } = props;
  const fill = useCallback(() => editing ?? EMPTY, [editing]);
  const state = useFormModal({
    open: true,
    onClose: props.onClose,
    empty: EMPTY,
    fill,
    toInput: (values: Values, form) => {
      const body = parseBody(schema, values, form, (k) => k);
      return body && { body };
    },
    save: { mutateAsync: props.save, isPending: false },
    savedKey: 'thing.saved',
    onSaved: props.onSaved,
  });
  return (
    <FormModal state={state} title="Thing" okText="Save" testId="thing-form">
      <Form.Item name="name" label="Name">
        <Input data-testid="thing-name" />
      </Form.Item>
    </FormModal>
  );
}

const ok = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const nameInput = () => screen.getByTestId('thing-name') as HTMLInputElement;

describe('form modal kit', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('opens filled with the record, saves the checked body, says so and closes', async () => {
    const success = vi.spyOn(feedback.message, 'success').mockImplementation(() => undefined);
    const save = vi.fn(async () => ({ id: 4 }));
    const onSaved = vi.fn();
    const onClose = vi.fn();
    render(<Dialog editing={{ name: '枸杞' }} save={save} onSaved={onSaved} onClose={onClose} />);
    await waitFor(() => expect(nameInput().value).toBe('枸杞'));
    fireEvent.change(nameInput(), { target: { value: ' 黄芪 ' } });
    ok();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // The contract schema's output is sent (trimmed), not the raw values.
    expect(save).toHaveBeenCalledWith({ body: { name: '黄芪' } });
    expect(success).toHaveBeenCalledWith('thing.saved');
    expect(onSaved).toHaveBeenCalledWith({ id: 4 }, { body: { name: '黄芪' } });
  });

  it('sends nothing while the contract check fails, and shows it on the field', async () => {
    const save = vi.fn(async () => ({ id: 1 }));
    const onClose = vi.fn();
    render(<Dialog editing={null} save={save} onClose={onClose} />);
    fireEvent.change(nameInput(), { target: { value: 'x' } });
    ok();
    await waitFor(() =>
      expect(screen.getByTestId('thing-form').querySelector('.ant-form-item-explain-error')).toBeTruthy(),
    );
    expect(save).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields and stays open", async () => {
    const save = vi.fn(async () => {
      throw new ApiError('bad', 'http', 40000, 400, { fields: [{ field: 'name', message: '名称已被使用' }] });
    });
    const onClose = vi.fn();
    render(<Dialog editing={null} save={save} onClose={onClose} />);
    fireEvent.change(nameInput(), { target: { value: '当归' } });
    ok();
    expect(await screen.findByText('名称已被使用')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes at once when nothing was edited', async () => {
    const onClose = vi.fn();
    render(<Dialog editing={{ name: '枸杞' }} save={vi.fn()} onClose={onClose} />);
    await waitFor(() => expect(nameInput().value).toBe('枸杞'));
    fireEvent.click(screen.getByRole('button', { name: /取\s?消/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
