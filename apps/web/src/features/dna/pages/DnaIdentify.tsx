import { useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Space, Typography, Upload } from 'antd';
import { ClearOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import {
  DNA_COVERAGE_BOUNDS,
  DNA_IDENTIFY_DEFAULTS,
  DNA_IDENTIFY_MAX_QUERIES,
  DNA_IDENTITY_BOUNDS,
  DNA_QUERY_MIN,
  DNA_SEQUENCE_MAX,
  parseFasta,
} from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { errorText, useDnaSummary, useIdentify } from '../api/dna-api';
import { ResultsTable } from '../components/ResultsTable';
import '../dna.css';

const MAX_FILE_BYTES = 1024 * 1024;

/** /matterSample/dna-identify — identify sequences (paste or FASTA file) against the reference library. */
export default function DnaIdentify() {
  const { t } = useTranslation();
  const summary = useDnaSummary();
  const identify = useIdentify();
  const [query, setQuery] = useState('');
  const [minIdentity, setMinIdentity] = useState<number>(DNA_IDENTIFY_DEFAULTS.min_identity);
  const [minCoverage, setMinCoverage] = useState<number>(DNA_IDENTIFY_DEFAULTS.min_coverage);
  const [localError, setLocalError] = useState<string | null>(null);

  const run = () => {
    // The same parser as the server: a bad line is named before anything is sent.
    const parsed = parseFasta(query, {
      maxRecords: DNA_IDENTIFY_MAX_QUERIES,
      maxLength: DNA_SEQUENCE_MAX,
      minLength: DNA_QUERY_MIN,
      allowBare: true,
    });
    if (!parsed.ok) {
      setLocalError(t(`dna.fasta.${parsed.problem.kind}`, { field: 'FASTA', ...parsed.problem }));
      return;
    }
    setLocalError(null);
    identify.mutate({ query, min_identity: minIdentity, min_coverage: minCoverage });
  };

  const s = summary.data;
  const error = localError ?? errorText(identify.error);
  return (
    <div className="page-container" data-testid="dna-identify-page">
      <Card variant="borderless" title={t('dna.tool.title')}>
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {t('dna.tool.hint', { max: DNA_IDENTIFY_MAX_QUERIES })}{' '}
          {s && (
            <span data-testid="dna-library-size">
              {t('dna.tool.library', { total: s.total, species: s.species, matters: s.matters })}
            </span>
          )}
        </Typography.Paragraph>
        {s && s.demo > 0 && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('dna.tool.demoNote', { demo: s.demo, total: s.total })}
            data-testid="dna-demo-note"
          />
        )}
        {s && s.total === 0 && (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('dna.tool.emptyLibrary')} />
        )}
        <Input.TextArea
          className="dna-seq-input"
          rows={8}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={'>sample-1\nACGTACGT…'}
          aria-label={t('dna.tool.input')}
          data-testid="dna-query"
        />
        <div className="dna-tool__controls">
          <Upload
            accept=".fasta,.fa,.fas,.fna,.txt"
            showUploadList={false}
            beforeUpload={(file) => {
              if (file.size > MAX_FILE_BYTES) {
                setLocalError(t('dna.tool.fileTooLarge'));
                return false;
              }
              void file.text().then((text) => {
                setQuery(text);
                setLocalError(null);
              });
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} data-testid="dna-upload">
              {t('dna.tool.upload')}
            </Button>
          </Upload>
          <Form.Item label={t('dna.tool.minIdentity')} layout="vertical">
            <InputNumber
              min={DNA_IDENTITY_BOUNDS.min}
              max={DNA_IDENTITY_BOUNDS.max}
              step={0.5}
              value={minIdentity}
              onChange={(v) => setMinIdentity(v ?? DNA_IDENTIFY_DEFAULTS.min_identity)}
              suffix="%"
              aria-label={t('dna.tool.minIdentity')}
              data-testid="dna-min-identity"
            />
          </Form.Item>
          <Form.Item label={t('dna.tool.minCoverage')} layout="vertical">
            <InputNumber
              min={DNA_COVERAGE_BOUNDS.min}
              max={DNA_COVERAGE_BOUNDS.max}
              step={5}
              value={minCoverage}
              onChange={(v) => setMinCoverage(v ?? DNA_IDENTIFY_DEFAULTS.min_coverage)}
              suffix="%"
              aria-label={t('dna.tool.minCoverage')}
            />
          </Form.Item>
          <Space>
            <Button
              type="primary"
              icon={<SearchOutlined />}
              loading={identify.isPending}
              disabled={!query.trim()}
              onClick={run}
              data-testid="dna-run"
            >
              {t('dna.tool.run')}
            </Button>
            <Button
              icon={<ClearOutlined />}
              onClick={() => {
                setQuery('');
                setLocalError(null);
                identify.reset();
              }}
            >
              {t('dna.tool.clear')}
            </Button>
          </Space>
        </div>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>
          {t('dna.tool.rule', { margin: 0.5 })}
        </Typography.Paragraph>
      </Card>
      {error && <Alert type="error" showIcon style={{ marginTop: 16 }} title={error} data-testid="dna-error" />}
      {identify.data && !error && (
        <Card
          variant="borderless"
          style={{ marginTop: 16 }}
          title={t('dna.result.title', { count: identify.data.results.length })}
        >
          <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
            {t('dna.result.meta', {
              ms: identify.data.took_ms,
              identity: identify.data.thresholds.min_identity,
              coverage: identify.data.thresholds.min_coverage,
            })}
          </Typography.Paragraph>
          <ResultsTable results={identify.data.results} />
        </Card>
      )}
    </div>
  );
}
