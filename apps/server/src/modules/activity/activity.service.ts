import {
  CONSOLE_KINDS,
  KIND_LABELS,
  type ChatItem,
  type RecordKind,
  type UserActivity,
  type UserVisitsItem,
} from '@yaoshi/contracts';
import { DEFAULT_DISPLAY_TZ } from '../../lib/display-time';
import { notFound } from '../../lib/errors';
import { isMessageKey, storedVerbatim, t, tStored, type Lang } from '../../lib/i18n';
import { nowSeconds } from '../../lib/time';
import type { AuthContext } from '../../types';
import { percentChange, recordLink, viewDay } from '../dashboard/record-links';
import type { ActivityRepository } from './activity.repository';

type FeedRow = Awaited<ReturnType<ActivityRepository['feed']>>[number];

/** "新建了物质「枸杞子」" / "created matter “枸杞子”", from an operation-log row. */
export function describeOperation(row: Pick<FeedRow, 'action' | 'kind' | 'record_label'>, lang: Lang): string {
  const label = KIND_LABELS[row.kind as RecordKind];
  const kindKey = `activity.kind.${row.kind}`;
  const kind = label ? label[lang === 'en-US' ? 'en' : 'zh'] : isMessageKey(kindKey) ? t(lang, kindKey) : row.kind;
  const actionKey = `activity.action.${row.action}`;
  const action = isMessageKey(actionKey) ? t(lang, actionKey) : row.action;
  const what = row.record_label ? (lang === 'en-US' ? ` “${row.record_label}”` : `「${row.record_label}」`) : '';
  return lang === 'en-US' ? `${action} ${kind.toLowerCase()}${what}` : `${action}${kind}${what}`;
}

type SummaryRow = Pick<FeedRow, 'summary' | 'summary_key' | 'summary_params_json' | 'record_label'>;
/** The entry's summary in the reader's language (free text as written). */
const summaryOf = (r: SummaryRow, lang: Lang) => tStored(lang, r.summary_key, r.summary_params_json, r.summary);
/** What the entry shows as stored: the record's name and a free-text summary. */
const verbatimOf = (r: SummaryRow) => [
  ...(r.record_label ? [r.record_label] : []),
  ...storedVerbatim(r.summary_key, r.summary_params_json, r.summary),
];

const linkOf = (row: Pick<FeedRow, 'kind' | 'record_id' | 'action'>) =>
  row.record_id === null || row.action === 'delete' ? '' : recordLink(row.kind, Number(row.record_id));

export function activityService(repo: ActivityRepository, displayTz = DEFAULT_DISPLAY_TZ) {
  return {
    /** The live feed (the spec's chat items), with the caller's stars. */
    async feed(
      auth: AuthContext,
      q: { limit: number; before?: number; collected?: number },
      lang: Lang,
    ): Promise<ChatItem[]> {
      const rows = await repo.feed(auth.userId, { limit: q.limit, before: q.before, collected: q.collected === 1 });
      return rows.map((r) => ({
        id: Number(r.id),
        username: r.username,
        content: describeOperation(r, lang) + (r.summary ? ` — ${summaryOf(r, lang)}` : ''),
        recordText: verbatimOf(r),
        time: Number(r.created_at),
        isCollect: Number(r.starred) === 1,
        link: linkOf(r),
      }));
    },

    async collect(auth: AuthContext, id: number, collect: boolean) {
      if (!(await repo.exists(id))) throw notFound();
      if (collect) await repo.star(auth.userId, id, nowSeconds());
      else await repo.unstar(auth.userId, id);
      return { id, isCollect: collect };
    },

    /** The caller's own operation-log entries (user info "latest activity"). */
    async mine(auth: AuthContext, limit: number, lang: Lang): Promise<UserActivity[]> {
      const rows = await repo.feed(auth.userId, { limit, userOnly: auth.userId });
      return rows.map((r) => ({
        id: Number(r.id),
        title: describeOperation(r, lang),
        description: summaryOf(r, lang),
        recordText: verbatimOf(r),
        avatar: r.avatar ?? '',
        time: Number(r.created_at),
        link: linkOf(r),
      }));
    },

    /** Views this week (last 7 days) and the week before of the records the caller curates, per kind. */
    async visits(auth: AuthContext, lang: Lang, now = nowSeconds()): Promise<UserVisitsItem[]> {
      const today = viewDay(now, displayTz);
      const [a, b] = await Promise.all([
        repo.viewsOfCurated(auth.userId, today - 6, today),
        repo.viewsOfCurated(auth.userId, today - 13, today - 7),
      ]);
      return CONSOLE_KINDS.map((k) => ({
        name: t(lang, `console.kind.${k}`),
        visits: a[k],
        lastWeek: b[k],
        growth: percentChange(a[k], b[k]),
      }));
    },
  };
}
export type ActivityService = ReturnType<typeof activityService>;
