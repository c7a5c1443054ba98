import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FactSourceInput as Source } from '@yaoshi/contracts';
import i18n from '@/lib/i18n';
import { FactSourceInput } from './FactSourceInput';

afterEach(cleanup);

const CITED: Source = {
  kind: 'cited',
  document: '中华人民共和国药典',
  edition: '2020年版 一部',
  number: '',
  section: '枸杞子 【性味与归经】',
  date: '',
};

it('shows a cited source part by part, each input labelled, and edits one part', async () => {
  await i18n.changeLanguage('en-US');
  const onChange = vi.fn();
  render(<FactSourceInput value={CITED} onChange={onChange} testId="src" />);
  expect(screen.getByTestId('fact-source-citation')).toBeTruthy();
  expect((screen.getByLabelText('Document', { selector: 'input' }) as HTMLInputElement).value).toBe(
    '中华人民共和国药典',
  );
  expect((screen.getByLabelText('Edition', { selector: 'input' }) as HTMLInputElement).value).toBe('2020年版 一部');
  expect((screen.getByLabelText('Section', { selector: 'input' }) as HTMLInputElement).value).toBe(
    '枸杞子 【性味与归经】',
  );
  fireEvent.change(screen.getByLabelText('Number', { selector: 'input' }), { target: { value: '第一部' } });
  expect(onChange).toHaveBeenLastCalledWith({ ...CITED, number: '第一部' });
  await i18n.changeLanguage('zh-CN');
});

it('shows no citation parts for the institute’s note (also when no source is set)', async () => {
  await i18n.changeLanguage('zh-CN');
  render(<FactSourceInput testId="src" />);
  expect(screen.getByTestId('src').textContent).toContain('本所注释');
  expect(screen.queryByTestId('fact-source-citation')).toBeNull();
  cleanup();
  render(<FactSourceInput value={{ kind: 'institute' }} testId="src" />);
  expect(screen.queryByTestId('fact-source-citation')).toBeNull();
});
