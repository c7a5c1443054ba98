import { useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Worksheet } from '@yaoshi/contracts';
import { VerbatimText } from '@/components/ChineseText';
import { QueryState } from '@/components/console-kit';
import { useUserStore } from '@/stores/user';
import { useWorksheetQc } from '../api/qc-api';
import { AddQcPositionDialog } from './AddQcPositionDialog';
import { CorrectiveActionDialog, CorrectiveActionList } from './CorrectiveActions';
import { QcChartCard } from './QcChartCard';
import { QcPositionsTable } from './QcPositionsTable';

/** The run's quality control: its hold, QC positions, control charts and corrective actions. */
export function WorksheetQcSection({ sheet }: { sheet: Worksheet }) {
  const { t } = useTranslation();
  const query = useWorksheetQc(sheet.id);
  const admin = useUserStore((s) => s.role === 'admin');
  const me = useUserStore((s) => s.info.id);
  const qa = useUserStore((s) => s.role === 'admin' || (s.info.capabilities ?? []).includes('qa_manager'));
  const [adding, setAdding] = useState(false);
  const [acting, setActing] = useState(false);
  const canEdit = sheet.status === 'open' && (admin || me === sheet.analyst_id);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="worksheet-qc">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
          {t('qc.title')}
        </Typography.Title>
        {canEdit && (
          <Button onClick={() => setAdding(true)} data-testid="qc-add">
            {t('qc.add')}
          </Button>
        )}
      </Space>
      <QueryState query={query} rows={3}>
        {(qc) => {
          const charts = [
            ...new Map(
              qc.positions
                .filter((p) => p.kind === 'reference' && p.standard_id !== null)
                .map((p) => [
                  `${p.standard_id}\u0000${p.material}`,
                  { standardId: p.standard_id!, material: p.material },
                ]),
            ).values(),
          ];
          return (
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              {qc.held ? (
                <Alert
                  type="error"
                  showIcon
                  data-testid="qc-held"
                  title={t('qc.held', { num: sheet.num })}
                  description={
                    <>
                      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                        {qc.open_failures.map((f) => (
                          <li key={f.key}>
                            {/* The server's sentence names the test item as recorded (Chinese): marked. */}
                            <VerbatimText
                              text={f.text}
                              verbatim={qc.positions
                                .flatMap((p) => p.results)
                                .filter((r) => r.standard_id === f.standard_id)
                                .map((r) => r.item)}
                            />
                          </li>
                        ))}
                      </ul>
                      {(me === sheet.analyst_id || qa) && (
                        <Button danger style={{ marginTop: 8 }} onClick={() => setActing(true)} data-testid="qc-action">
                          {t('qc.action.record')}
                        </Button>
                      )}
                    </>
                  }
                />
              ) : qc.failures.length > 0 ? (
                <Alert type="success" showIcon data-testid="qc-released" title={t('qc.released')} />
              ) : null}
              <QcPositionsTable sheetId={sheet.id} positions={qc.positions} canEdit={canEdit} />
              {charts.map((c) => (
                <QcChartCard
                  key={`${c.standardId}:${c.material}`}
                  standardId={c.standardId}
                  material={c.material}
                  canSetBaseline={qa}
                />
              ))}
              <CorrectiveActionList actions={qc.corrective_actions} canClose={qa} />
              <AddQcPositionDialog
                open={adding}
                onClose={() => setAdding(false)}
                sheet={sheet}
                analytes={qc.analytes}
              />
              <CorrectiveActionDialog sheetId={sheet.id} open={acting} onClose={() => setActing(false)} />
            </Space>
          );
        }}
      </QueryState>
    </Space>
  );
}
