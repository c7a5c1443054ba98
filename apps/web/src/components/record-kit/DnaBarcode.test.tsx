import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import '@/lib/i18n';
import { DnaBarcode } from './DnaBarcode';

const copyText = vi.fn(async (_text: string) => undefined);
vi.mock('@/lib/clipboard', () => ({ copyText: (text: string) => copyText(text) }));

const sequence = 'ATGCGCGTAA'.repeat(7) + 'GGCC';

describe('<DnaBarcode>', () => {
  it('shows marker, accession, length, GC % and the sequence in numbered groups of ten', () => {
    render(<DnaBarcode dna={{ marker: 'ITS2', sequence, accession: 'MN123456' }} />);
    expect(screen.getByText('ITS2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'MN123456' }).getAttribute('href')).toContain('MN123456');
    expect(screen.getByText('74 bp')).toBeTruthy();
    // 7 × (5 GC of 10) + 4 GC = 39 of 74 = 52.7 %
    expect(screen.getByText('52.7 %')).toBeTruthy();
    const pre = screen.getByLabelText('序列');
    expect(pre.textContent).toContain('ATGCGCGTAA ATGCGCGTAA');
    expect(pre.textContent).toMatch(/61 ATGCGCGTAA GGCC/);
  });

  it('copies the bare sequence', async () => {
    render(<DnaBarcode dna={{ marker: 'ITS2', sequence, accession: '' }} />);
    fireEvent.click(screen.getByRole('button', { name: /复制序列/ }));
    await waitFor(() => expect(copyText).toHaveBeenCalledWith(sequence));
  });

  it('says so when there is no barcode', () => {
    render(<DnaBarcode dna={null} />);
    expect(screen.getByText('暂无 DNA 条形码')).toBeTruthy();
  });
});
