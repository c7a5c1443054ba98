import { Button, Input, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type QcPosition, testItemEnglish } from '@yaoshi/contracts';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { GlossaryTerm } from '@/components/record-kit/translation-marks';
import { useDeleteQcPosition, useQcResults } from '../api/qc-api';

type Row = QcPosition['results'][number] & { position: QcPosition; first: boolean };
const pct = (v: number | null) => (v === null ? '' : `${Math.round(v * 10) / 10} %`);

/** What a row computes, in words: RPD, recovery, bias with z and the rules broken. */
function Computed({ r, kind }: { r: Row; kind: QcPosition['kind'] }) {
  const { t } = useTranslation();
  if (kind === 'duplicate' && r.rpd !== null) return <>{t('qc.rpd', { value: pct(r.rpd) })}</>;
  if (kind === 'spike' && r.recovery !== null) return <>{t('qc.recovery', { value: pct(r.recovery) })}</>;
  if (kind === 'reference' && r.bias_percent !== null)
    return (
      <>
        {t('qc.bias', { value: pct(r.bias_percent) })}
        {r.z !== null && ` · z ${Math.round(r.z * 100) / 100}`}
        {r.rules.map((rule) => (
          <Tag key={rule} color={rule === '1-2s' ? 'warning' : 'error'} style={{ marginLeft: 4 }}>
            {rule}
          </Tag>
        ))}
      </>
    );
  return null;
}

/**
 * The run's QC positions, one row per analyte, with their value entered in place; on a phone one
 * card per row, headed by the position, so the value and verdict need no sideways scrolling.
 */
export function QcPositionsTable({
  sheetId,
  positions,
  canEdit,
}: {
  sheetId: number;
  positions: QcPosition[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const save = useQcResults(sheetId);
  const remove = useDeleteQcPosition(sheetId);
  const rows: Row[] = positions.flatMap((p) => p.results.map((r, i) => ({ ...r, position: p, first: i === 0 })));
  const put = (r: Row, text: string) => {
    const value = text.trim() === '' ? null : text.trim();
    if (value === r.value) return;
    save.mutate({ positionId: r.position.id, results: [{ standard_id: r.standard_id, value }] });
  };
  return (
    <ResponsiveTable<Row>
      size="small"
      rowKey={(r) => `${r.position.id}:${r.standard_id}`}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 760 }}
      data-testid="qc-positions"
      cardHead={['position']}
      locale={{ emptyText: t('qc.empty') }}
      columns={[
        {
          title: t('qc.col.position'),
          key: 'position',
          width: 200,
          render: (_, r) => (
            <span>
              <Tag>{t(`qc.kind.${r.position.kind}`)}</Tag>
              {r.position.label}{' '}
              {r.position.sample_num && <span className="records-mono">{r.position.sample_num}</span>}
              {r.position.material && <div>{r.position.material}</div>}
            </span>
          ),
        },
        {
          title: t('lab.col.item'),
          key: 'item',
          width: 120,
          render: (_, r) => <GlossaryTerm zh={r.item} en={testItemEnglish(r.item)} />,
        },
        {
          title: t('qc.col.value'),
          key: 'value',
          width: 140,
          render: (_, r) =>
            canEdit ? (
              <Input
                key={`${r.position.id}:${r.standard_id}:${r.value ?? ''}`}
                size="small"
                defaultValue={r.value ?? ''}
                suffix={r.unit}
                inputMode="decimal"
                aria-label={`${t(`qc.kind.${r.position.kind}`)} ${r.position.label} ${r.item}`}
                data-testid={`qc-value-${r.position.id}-${r.standard_id}`}
                onBlur={(e) => put(r, e.target.value)}
                onPressEnter={(e) => put(r, e.currentTarget.value)}
              />
            ) : (
              `${r.value ?? '-'} ${r.unit}`
            ),
        },
        {
          title: t('qc.col.reference'),
          key: 'reference',
          width: 140,
          render: (_, r) => {
            const p = r.position;
            if (p.kind === 'spike') return t('qc.addedOn', { added: p.added, base: r.reference_value ?? '-' });
            if (p.kind === 'reference') return `${p.certified}${p.certified_u ? ` ± ${p.certified_u}` : ''}`;
            if (p.kind === 'duplicate') return r.reference_value ?? t('qc.waiting');
            return r.limit;
          },
        },
        { title: t('qc.col.computed'), key: 'computed', render: (_, r) => <Computed r={r} kind={r.position.kind} /> },
        {
          title: t('qc.col.verdict'),
          key: 'verdict',
          width: 110,
          render: (_, r) =>
            r.value === null ? (
              '-'
            ) : r.failures.length ? (
              <Tag color="error" data-testid="qc-fail">
                {t('qc.fail')}
              </Tag>
            ) : (
              <Tag color="success">{t('qc.pass')}</Tag>
            ),
        },
        ...(canEdit
          ? [
              {
                title: '',
                key: 'del',
                width: 60,
                render: (_: unknown, r: Row) =>
                  r.first && (
                    <Popconfirm title={t('qc.removeConfirm')} onConfirm={() => remove.mutate(r.position.id)}>
                      <Button type="link" size="small" danger>
                        {t('qc.remove')}
                      </Button>
                    </Popconfirm>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}
