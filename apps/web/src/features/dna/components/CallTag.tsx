import { Tag } from 'antd';
import type { DnaCallLevel } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<DnaCallLevel, string> = { species: 'success', ambiguous: 'warning', no_match: 'default' };

/** The identification call as a tag: species level, ambiguous, or no match. */
export function CallTag({ level }: { level: DnaCallLevel }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[level]} data-testid={`dna-call-${level}`}>
      {t(`dna.call.${level}`)}
    </Tag>
  );
}
