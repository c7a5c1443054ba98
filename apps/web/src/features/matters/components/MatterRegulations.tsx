import { Tag } from 'antd';
import { REGULATION_TYPES, type MatterDetail, type RegulationJsonItem, type RegulationRef } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { ChineseName, ChineseValue } from '@/components/ChineseText';
import { Link } from 'react-router';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { Section } from '@/components/record-kit/DetailHeader';
import { detailPath } from '@/components/record-kit/paths';
import { labelOf, useLang } from '@/components/record-kit/options';
import { formatDate } from '@/lib/format';

/** The announcements a matter is linked to, and the national/regional rules recorded on it. */
export function MatterRegulations({ m }: { m: MatterDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  // A rule recorded on the matter that is also a linked announcement is shown once, in the first table.
  const linked = new Set(m.regulations.map((r) => r.regulation_num));
  const rules = m.regulations_json.filter((r) => !r.number || !linked.has(r.number));
  return (
    <Section title={t('matter.section.regulations')} id="matter-regulations">
      <ResponsiveTable<RegulationRef>
        data-testid="regulations-table"
        cardHead={['name']}
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={m.regulations}
        locale={{ emptyText: t('matter.regulations.none') }}
        columns={[
          {
            key: 'num',
            title: t('matter.regulations.number'),
            width: 200,
            render: (_, r) => <ChineseName text={r.regulation_num} />,
          },
          {
            key: 'name',
            title: t('matter.regulations.name'),
            render: (_, r) => (
              <Link to={detailPath('RegulationDetail', r.id)}>
                <ChineseName text={r.regulation_name} />
              </Link>
            ),
          },
          {
            key: 'type',
            title: t('matter.regulations.type'),
            width: 100,
            render: (_, r) => labelOf(REGULATION_TYPES, r.regulation_type, lang),
          },
          {
            key: 'issued',
            title: t('matter.regulations.issued'),
            width: 120,
            render: (_, r) => formatDate(r.issued_at),
          },
          {
            key: 'force',
            title: t('matter.regulations.inForce'),
            width: 100,
            render: (_, r) => (
              <Tag color={r.in_force ? 'success' : 'default'}>
                {t(r.in_force ? 'matter.regulations.yes' : 'matter.regulations.no')}
              </Tag>
            ),
          },
        ]}
      />
      {rules.length > 0 && (
        <ResponsiveTable<RegulationJsonItem>
          cardHead={['title']}
          style={{ marginTop: 16 }}
          size="small"
          rowKey={(r) => `${r.level}-${r.title}-${r.number}`}
          pagination={false}
          dataSource={rules}
          columns={[
            {
              key: 'level',
              title: t('catalogue.regulation.level'),
              width: 100,
              render: (_, r) => t(`catalogue.regulation.level.${r.level}`),
            },
            {
              key: 'title',
              title: t('catalogue.regulation.title'),
              render: (_, r) =>
                r.url ? (
                  <a href={r.url} target="_blank" rel="noopener noreferrer">
                    <ChineseName text={r.title} />
                  </a>
                ) : (
                  <ChineseName text={r.title} />
                ),
            },
            {
              key: 'number',
              title: t('catalogue.regulation.number'),
              width: 180,
              render: (_, r) => <ChineseName text={r.number} />,
            },
            {
              key: 'issuer',
              title: t('catalogue.regulation.issuer'),
              width: 160,
              render: (_, r) => <ChineseName text={r.issuer} />,
            },
            { key: 'year', title: t('catalogue.regulation.year'), width: 80, render: (_, r) => r.year ?? '-' },
            { key: 'note', title: t('catalogue.regulation.note'), render: (_, r) => <ChineseValue text={r.note} /> },
          ]}
        />
      )}
    </Section>
  );
}
