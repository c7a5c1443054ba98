import type { DnaAlignment } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';

const WIDTH = 60;

/** Counts the residues (not gaps) in a slice, to number the next block. */
const residues = (s: string) => s.replace(/-/g, '').length;

/**
 * The top hit's local alignment in blocks of 60 columns: query, match line (| identical,
 * . compatible IUPAC code), reference, each numbered from its first base; differences marked.
 */
export function AlignmentView({ a, label }: { a: DnaAlignment; label: string }) {
  const { t } = useTranslation();
  const blocks: { q: string; m: string; s: string; qAt: number; sAt: number }[] = [];
  let qAt = a.q_start;
  let sAt = a.s_start;
  for (let i = 0; i < a.query.length; i += WIDTH) {
    const q = a.query.slice(i, i + WIDTH);
    const s = a.subject.slice(i, i + WIDTH);
    blocks.push({ q, m: a.match.slice(i, i + WIDTH), s, qAt, sAt });
    qAt += residues(q);
    sAt += residues(s);
  }
  const pad = String(Math.max(a.q_end, a.s_end)).length;
  const mark = (text: string, match: string) =>
    [...text].map((c, i) =>
      match[i] === '|' ? (
        c
      ) : (
        <span key={i} className="dna-align__diff">
          {c}
        </span>
      ),
    );
  return (
    <pre className="dna-align" aria-label={label} data-testid="dna-alignment">
      {blocks.map((b) => (
        <div key={b.qAt + ':' + b.sAt} className="dna-align__block">
          <div>
            <span className="dna-align__label">
              {t('dna.align.query').padEnd(6)}
              {String(b.qAt).padStart(pad)}{' '}
            </span>
            {mark(b.q, b.m)}
          </div>
          <div>
            <span className="dna-align__label">{''.padEnd(6 + pad)} </span>
            {b.m}
          </div>
          <div>
            <span className="dna-align__label">
              {t('dna.align.subject').padEnd(6)}
              {String(b.sAt).padStart(pad)}{' '}
            </span>
            {mark(b.s, b.m)}
          </div>
        </div>
      ))}
    </pre>
  );
}
