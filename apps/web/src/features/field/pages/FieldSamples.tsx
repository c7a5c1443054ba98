import { lazy, Suspense, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Empty,
  List,
  Segmented,
  Select,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { FieldSample, FieldSamplesQuery } from '@yaoshi/contracts';
import { formatDate, formatTime, pickerDayEdge } from '@/lib/format';
import { useFieldSamples } from '../field-api';
import { useFieldLists, useOnline } from '../use-field-lists';
import '../field.css';

// Leaflet and its stylesheet load only when a tile server is configured and the map is shown.
const FieldMap = lazy(() => import('../components/FieldMap'));

/** The console page of a sample (hash route). */
export const samplePagePath = (s: Pick<FieldSample, 'kind' | 'sample_id'>) =>
  s.kind === 'matter'
    ? `/matterSample/matter-sample-detail/${s.sample_id}`
    : `/productSampleList/product-sample-detail/${s.sample_id}`;

function SampleLine({ s }: { s: FieldSample }) {
  const { t } = useTranslation();
  return (
    <List.Item data-testid="field-sample">
      <Space direction="vertical" size={0} style={{ width: '100%' }}>
        <Space wrap size={4}>
          <Link to={samplePagePath(s)}>
            <Typography.Text strong>{s.sample_num}</Typography.Text> {s.sample_name}
          </Link>
          <Tag>{t(`field.kind.${s.kind}`)}</Tag>
        </Space>
        <Typography.Text type="secondary">
          {[
            s.subject_name,
            s.place,
            s.accuracy !== null ? `±${Math.round(s.accuracy)} m` : t('field.queue.noPosition'),
            s.collector_name,
            formatTime(s.collected_at),
            t('field.queue.photos', { count: s.photo_count }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      </Space>
    </List.Item>
  );
}

/** The list by region, then by day of collection (newest first): the view without a tile server. */
function ByRegionAndDate({ list }: { list: FieldSample[] }) {
  const { t } = useTranslation();
  const groups = useMemo(() => {
    const regions = new Map<string, Map<string, FieldSample[]>>();
    for (const s of list) {
      const region = s.region_name || t('field.samples.unknownRegion');
      const days = regions.get(region) ?? new Map<string, FieldSample[]>();
      const day = formatDate(s.collected_at);
      days.set(day, [...(days.get(day) ?? []), s]);
      regions.set(region, days);
    }
    return [...regions].sort(([a], [b]) => a.localeCompare(b, 'zh-CN'));
  }, [list, t]);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="field-samples-list">
      {groups.map(([region, days]) => (
        <Card
          key={region}
          size="small"
          title={region}
          extra={t('field.samples.count', { count: [...days.values()].reduce((n, d) => n + d.length, 0) })}
          data-testid="field-region-group"
        >
          {[...days].map(([day, samples]) => (
            <div key={day} className="field-day">
              <Typography.Text type="secondary" className="field-day-title">
                {day}
              </Typography.Text>
              <List size="small" dataSource={samples} renderItem={(s) => <SampleLine s={s} />} />
            </div>
          ))}
        </Card>
      ))}
    </Space>
  );
}

/**
 * Collected samples seen as a whole, filtered by substance, collector and date: on a map when
 * the operator configured a tile server, else (and always on request) as a list by region and date.
 */
export default function FieldSamples() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lists = useFieldLists();
  const online = useOnline();
  const [subject, setSubject] = useState<string>();
  const [collector, setCollector] = useState<number>();
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const [view, setView] = useState<'map' | 'list'>();
  const [kind, subjectId] = subject ? (subject.split(':') as ['matter' | 'product', string]) : [];
  const q: FieldSamplesQuery = {
    kind,
    subject_id: subjectId ? Number(subjectId) : undefined,
    collector_id: collector,
    from: pickerDayEdge(from, 'start') ?? undefined,
    to: pickerDayEdge(to, 'end') ?? undefined,
  };
  const { data, isPending, isError } = useFieldSamples(q);
  const tiles = data?.tiles ?? null;
  const shown = tiles ? (view ?? 'map') : 'list';
  const subjects = [
    {
      label: t('field.kind.matter'),
      options: lists.matters.map((m) => ({ value: `matter:${m.id}`, label: m.name })),
    },
    {
      label: t('field.kind.product'),
      options: lists.products.map((p) => ({ value: `product:${p.id}`, label: p.name })),
    },
  ];
  return (
    <div className="page-container field-page field-page-wide">
      <Space wrap style={{ marginBottom: 12 }}>
        <Tag color={online ? 'green' : 'orange'} data-testid="field-network">
          {online ? t('field.network.online') : t('field.network.offline')}
        </Tag>
        <Button type="primary" onClick={() => navigate('/field/collect')}>
          {t('field.queue.new')}
        </Button>
        <Button onClick={() => navigate('/field/queue')}>{t('field.queue.title')}</Button>
      </Space>
      <Typography.Title level={4}>{t('field.samples.title')}</Typography.Title>
      {!online && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="field-samples-offline"
          title={t('field.samples.offline')}
        />
      )}
      <div className="field-filters">
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('field.samples.subject')}
          aria-label={t('field.samples.subject')}
          value={subject}
          onChange={setSubject}
          options={subjects}
          data-testid="field-filter-subject"
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('field.samples.collector')}
          aria-label={t('field.samples.collector')}
          value={collector}
          onChange={setCollector}
          options={(data?.collectors ?? []).map((c) => ({ value: c.id, label: c.name }))}
          data-testid="field-filter-collector"
        />
        <DatePicker
          value={from}
          onChange={setFrom}
          placeholder={t('field.samples.from')}
          aria-label={t('field.samples.from')}
          data-testid="field-filter-from"
        />
        <DatePicker
          value={to}
          onChange={setTo}
          placeholder={t('field.samples.to')}
          aria-label={t('field.samples.to')}
          data-testid="field-filter-to"
        />
      </div>
      <Space wrap style={{ margin: '12px 0' }}>
        {tiles && (
          <Segmented
            value={shown}
            onChange={(v) => setView(v as 'map' | 'list')}
            options={[
              { value: 'map', label: t('field.samples.map') },
              { value: 'list', label: t('field.samples.list') },
            ]}
            data-testid="field-samples-view"
          />
        )}
        {data && (
          <Typography.Text type="secondary" data-testid="field-samples-total">
            {t('field.samples.count', { count: data.total })}
            {data.total > data.list.length ? ` · ${t('field.samples.truncated', { count: data.list.length })}` : ''}
          </Typography.Text>
        )}
      </Space>
      {isError && online && <Alert type="error" showIcon title={t('field.samples.failed')} />}
      {!online && !data ? null : isPending ? (
        <Skeleton active />
      ) : !data || data.list.length === 0 ? (
        <Empty description={t('field.samples.empty')} />
      ) : shown === 'map' && tiles ? (
        <Suspense fallback={<Skeleton active />}>
          <FieldMap tiles={tiles} samples={data.list} />
        </Suspense>
      ) : (
        <ByRegionAndDate list={data.list} />
      )}
    </div>
  );
}
