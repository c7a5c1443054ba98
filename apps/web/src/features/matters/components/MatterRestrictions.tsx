import { Flex, Tag, Typography } from 'antd';
import type { MatterDetail, RestrictionSource } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/record-kit/DetailHeader';
import { useLang } from '@/components/record-kit/options';

const KIND_COLORS: Record<string, string> = {
  'spice-only': 'orange',
  'special-population': 'gold',
  'wild-animal-not-food': 'red',
  'daily-limit': 'blue',
};

const sourceText = (s: RestrictionSource) =>
  [s.number ? `${s.document}（${s.number}）` : s.document, s.section, s.date].filter(Boolean).join(' · ');

/** 使用限制 / Use restrictions: what the law or the official notes restrict, each with its source. */
export function MatterRestrictions({ m }: { m: MatterDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Section title={t('restriction.section')} id="matter-restrictions">
      {m.restrictions.length === 0 ? (
        <Typography.Text type="secondary">{t('restriction.none')}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          {m.restrictions.map((r, i) => (
            <div key={`${r.kind}-${i}`} data-testid="matter-restriction">
              <Tag color={KIND_COLORS[r.kind]}>{t(`restriction.kind.${r.kind}`)}</Tag>
              <Typography.Text strong>{r.message[lang]}</Typography.Text>
              {r.limit_g_per_day !== null && <Typography.Text> ≤ {r.limit_g_per_day} g/d</Typography.Text>}
              <div>
                <Typography.Text type="secondary">
                  {t('restriction.source')}
                  {lang === 'zh' ? '：' : ': '}
                  {/* The cited document as issued, in Chinese: tagged so on an English page. */}
                  <span lang="zh-CN">{sourceText(r.source)}</span>
                </Typography.Text>
              </div>
            </div>
          ))}
        </Flex>
      )}
    </Section>
  );
}
