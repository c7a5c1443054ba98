import { Button, Descriptions, Empty, Tooltip } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { MaterialDna } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { feedback } from '@/lib/feedback';
import { sequenceLines, sequenceSummary } from './dna';

/** A DNA barcode: marker, accession, length, GC %, and the sequence in numbered groups of ten. */
export function DnaBarcode({ dna }: { dna: MaterialDna | null | undefined }) {
  const { t } = useTranslation();
  if (!dna || !dna.sequence)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('catalogue.dna.none')} />;
  const { length, gc } = sequenceSummary(dna.sequence);
  const copy = async () => {
    try {
      await copyText(dna.sequence);
      void feedback.message.success(t('catalogue.dna.copied'));
    } catch {
      void feedback.message.error(t('catalogue.dna.copyFailed'));
    }
  };
  return (
    <div className="records-dna" data-testid="dna-barcode">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: 'marker', label: t('catalogue.dna.marker'), children: dna.marker },
          {
            key: 'accession',
            label: t('catalogue.dna.accession'),
            children: dna.accession ? (
              <a
                href={`https://www.ncbi.nlm.nih.gov/nuccore/${dna.accession}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {dna.accession}
              </a>
            ) : (
              '-'
            ),
          },
          { key: 'length', label: t('catalogue.dna.length'), children: t('catalogue.dna.bp', { n: length }) },
          { key: 'gc', label: t('catalogue.dna.gc'), children: `${gc} %` },
        ]}
      />
      <div className="records-dna__head">
        <span>{t('catalogue.dna.sequence')}</span>
        <Tooltip title={t('catalogue.dna.copy')}>
          <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()} aria-label={t('catalogue.dna.copy')}>
            {t('catalogue.dna.copy')}
          </Button>
        </Tooltip>
      </div>
      <pre className="records-dna__seq" aria-label={t('catalogue.dna.sequence')}>
        {sequenceLines(dna.sequence).map((line) => (
          <div key={line.start}>
            <span className="records-dna__pos">{String(line.start).padStart(5, ' ')}</span> {line.groups.join(' ')}
          </div>
        ))}
      </pre>
    </div>
  );
}
