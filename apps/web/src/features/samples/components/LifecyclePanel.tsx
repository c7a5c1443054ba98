import { Suspense, useState } from 'react';
import { Alert, Button, Space, Steps, Timeline, Tooltip, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIGNED_MOVES, type SampleLifecycle, type SampleState } from '@yaoshi/contracts';
import { QueryState } from '@/components/console-kit';
import { Section } from '@/components/record-kit/DetailHeader';
import { detailPath } from '@/components/record-kit/paths';
import { useIsPhone } from '@/components/use-is-phone';
import { formatTime } from '@/lib/format';
import { useSampleLifecycle, useSampleTransition } from '../api/sample-lifecycle';
import type { SampleKindConfig } from '../sample-kinds';
import { LifecycleTag } from '@/components/LifecycleTag';
import { CustodyTimelineItem, RecordCustodyButton } from '../lab/components/CustodyRecord';
import { PrintLabelsButton } from '../lab/components/PrintLabelsButton';
import { feedback } from '@/lib/feedback';
import { lazyNamed, useLatched } from '@/components/record-kit/lazy';

// The move dialog (a form, the signature fields) loads when a move is first chosen.
const LifecycleDialog = lazyNamed(() => import('./LifecycleDialog'), 'LifecycleDialog');

/** The main path, shown as steps; rejected and retest leave it. */
const MAIN_PATH: SampleState[] = ['registered', 'received', 'testing', 'to_verify', 'verified', 'published'];
/** Inline steps on a phone: an item is as wide as its title (antd sizes them equally and titles overlap). */
const PHONE_STEP_STYLES = {
  item: { minWidth: 'max-content' },
  itemHeader: { minWidth: 'max-content' },
  itemTitle: { minWidth: 'max-content' },
};
/** Moves that stop or undo the work are shown as danger buttons. */
const DANGER = new Set<SampleState>(['rejected', 'retest']);

type Move = SampleLifecycle['moves'][number];

/** A sample's laboratory state: where it is, how it got there, and the moves the caller may make. */
export function LifecyclePanel({ cfg, id, num }: { cfg: SampleKindConfig; id: number; num: string }) {
  const { t } = useTranslation();
  const query = useSampleLifecycle(cfg.path, id);
  const [moving, setMoving] = useState<Move | null>(null);
  const dialogMounted = useLatched(moving !== null);
  return (
    <Section title={t('lifecycle.section.title')} id="sample-lifecycle">
      <QueryState query={query} rows={3}>
        {(l) => (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <CurrentState cfg={cfg} l={l} />
            <Space wrap>
              <Moves l={l} onMove={setMoving} />
              <RecordCustodyButton path={cfg.path} id={id} />
              {/* At reception the label is printed from the sample itself, one label on its own stock. */}
              <PrintLabelsButton ids={[id]} defaultLayout="single-50x30" />
            </Space>
            <Invalidated l={l} />
            <History l={l} />
          </Space>
        )}
      </QueryState>
      {dialogMounted && (
        <Suspense fallback={null}>
          <TransitionDialog
            cfg={cfg}
            id={id}
            num={num}
            move={moving}
            from={query.data?.state}
            selfVerification={query.data?.self_verification === true}
            onClose={() => setMoving(null)}
          />
        </Suspense>
      )}
    </Section>
  );
}

function CurrentState({ cfg, l }: { cfg: SampleKindConfig; l: SampleLifecycle }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const onPath = MAIN_PATH.indexOf(l.state);
  // Off the path: the last state on it before leaving (rejected / retest), marked as stopped there.
  const lastOnPath = [...l.history].reverse().find((h) => h.from && MAIN_PATH.includes(h.from))?.from;
  const current = onPath >= 0 ? onPath : lastOnPath ? MAIN_PATH.indexOf(lastOnPath) : 0;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap size={8}>
        <Typography.Text type="secondary">{t('lifecycle.current')}</Typography.Text>
        <LifecycleTag state={l.state} />
        {l.retest_of && (
          <span data-testid="lifecycle-retest-of">
            <Typography.Text type="secondary">{t('lifecycle.retestOf')} </Typography.Text>
            <Link to={detailPath(cfg.detailRoute, l.retest_of.id)} className="records-mono">
              {l.retest_of.num}
            </Link>
          </span>
        )}
        {l.retests.length > 0 && (
          <span data-testid="lifecycle-retests">
            <Typography.Text type="secondary">{t('lifecycle.retests')} </Typography.Text>
            {l.retests.map((r) => (
              <Link
                key={r.id}
                to={detailPath(cfg.detailRoute, r.id)}
                className="records-mono"
                style={{ marginRight: 8 }}
              >
                {r.num}
              </Link>
            ))}
          </span>
        )}
      </Space>
      {/* On a phone the six steps stay on one line (inline dots, scrolling sideways if a language's
          titles need it) instead of stacking into a column taller than the screen. */}
      <div style={phone ? { overflowX: 'auto', maxWidth: '100%' } : undefined} data-testid="lifecycle-steps">
        <Steps
          size="small"
          type={phone ? 'inline' : 'default'}
          // Each title at least its own width: a longer language scrolls sideways instead of overlapping.
          style={phone ? { minWidth: 'max-content' } : undefined}
          styles={phone ? PHONE_STEP_STYLES : undefined}
          current={current}
          status={l.state === 'rejected' ? 'error' : onPath === MAIN_PATH.length - 1 ? 'finish' : 'process'}
          items={MAIN_PATH.map((s) => ({ title: t(`lifecycle.state.${s}`) }))}
          responsive={!phone}
        />
      </div>
    </Space>
  );
}

function Moves({ l, onMove }: { l: SampleLifecycle; onMove: (m: Move) => void }) {
  const { t } = useTranslation();
  if (l.moves.length === 0) {
    const final = l.state === 'rejected' || l.state === 'retest';
    return (
      <Typography.Text type="secondary">{t(final ? 'lifecycle.finalState' : 'lifecycle.noMoves')}</Typography.Text>
    );
  }
  return (
    <Space wrap data-testid="lifecycle-moves">
      {l.moves.map((m, i) => {
        const button = (
          <Button
            key={m.to}
            type={i === 0 && !DANGER.has(m.to) ? 'primary' : 'default'}
            danger={DANGER.has(m.to)}
            disabled={m.blocked !== null}
            onClick={() => onMove(m)}
            data-testid={`lifecycle-move-${m.to}`}
          >
            {t(`lifecycle.move.${m.to}`)}
          </Button>
        );
        return m.blocked ? (
          <Tooltip key={m.to} title={t(`lifecycle.blocked.${m.blocked}`)}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
      {l.moves.some((m) => m.blocked) && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`lifecycle.blocked.${l.moves.find((m) => m.blocked)!.blocked}`)}
        </Typography.Text>
      )}
    </Space>
  );
}

function Invalidated({ l }: { l: SampleLifecycle }) {
  const { t } = useTranslation();
  if (l.invalidated_reports.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="lifecycle-invalidated"
      title={t('lifecycle.invalidated')}
      description={l.invalidated_reports.map((r) => (
        <div key={r.id}>
          <span className="records-mono">{r.report_num}</span>{' '}
          {t('lifecycle.invalidatedBy', {
            name: r.invalidated_by || t('lifecycle.history.unknownActor'),
            time: formatTime(r.invalidated_at),
            reason: r.invalidated_reason,
          })}
        </div>
      ))}
    />
  );
}

function History({ l }: { l: SampleLifecycle }) {
  const { t } = useTranslation();
  return (
    <div>
      {/* h2: the page's h1 is the sample, and section titles (card titles) are no headings;
          a skipped level fails axe's and Lighthouse's heading-order. */}
      <Typography.Title level={2} style={{ fontSize: 14, marginTop: 0 }}>
        {t('lifecycle.history')}
      </Typography.Title>
      <Timeline
        data-testid="lifecycle-history"
        items={[
          ...[...l.history].reverse().map((h) => ({
            at: h.created_at,
            key: `${h.id}-${h.created_at}`,
            color: h.to === 'rejected' ? 'red' : h.to === 'published' ? 'green' : 'blue',
            content: (
              <div>
                <Space wrap size={4}>
                  {h.from && (
                    <>
                      <LifecycleTag state={h.from} />
                      <span aria-hidden>→</span>
                    </>
                  )}
                  <LifecycleTag state={h.to} />
                </Space>
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('lifecycle.history.by', {
                      name: h.actor_name || t('lifecycle.history.unknownActor'),
                      time: formatTime(h.created_at),
                    })}
                  </Typography.Text>
                </div>
                {h.note && <div style={{ whiteSpace: 'pre-wrap' }}>{h.note}</div>}
              </div>
            ),
          })),
          // Custody events between the moves, newest first like them.
          ...(l.custody ?? []).map((c) => ({ at: c.created_at, ...CustodyTimelineItem(c) })),
        ]
          .sort((a, b) => b.at - a.at)
          .map(({ at: _at, ...item }) => item)}
      />
    </div>
  );
}

function TransitionDialog({
  cfg,
  id,
  num,
  move,
  from,
  selfVerification,
  onClose,
}: {
  cfg: SampleKindConfig;
  id: number;
  num: string;
  move: Move | null;
  from: SampleState | undefined;
  /** The caller's own results, and the lab allows self-verification: verifying asks for a reason. */
  selfVerification: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = feedback;
  const navigate = useNavigate();
  const mutation = useSampleTransition(cfg.path, id);
  return (
    <LifecycleDialog
      open={move !== null}
      title={move ? t('lifecycle.dialog.title', { action: t(`lifecycle.move.${move.to}`), num }) : ''}
      description={
        move && from
          ? t('lifecycle.dialog.from', { from: t(`lifecycle.state.${from}`), to: t(`lifecycle.state.${move.to}`) })
          : ''
      }
      hint={move?.to === 'retest' ? t('lifecycle.dialog.retestHint') : undefined}
      reasonRequired={move?.reason_required ?? false}
      danger={move ? DANGER.has(move.to) : false}
      pending={mutation.isPending}
      onCancel={onClose}
      sign={
        move && SIGNED_MOVES[move.to]
          ? { act: SIGNED_MOVES[move.to]!, selfVerification: move.to === 'verified' && selfVerification }
          : undefined
      }
      onSubmit={async (note, signature) => {
        if (!move) return;
        const res = await mutation.mutateAsync({ to: move.to, note, signature });
        onClose();
        void message.success(t('lifecycle.done', { state: t(`lifecycle.state.${res.state}`) }));
        if (res.retest_id !== null) {
          void message.info(t('lifecycle.retestCreated'));
          const to = detailPath(cfg.detailRoute, res.retest_id);
          // After the dialog has closed and released its unsaved-note guard (a later task).
          setTimeout(() => void navigate(to), 0);
        }
      }}
    />
  );
}
