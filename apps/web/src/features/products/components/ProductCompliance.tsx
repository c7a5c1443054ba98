import { Alert, Flex } from 'antd';
import type { ComplianceFinding, ProductDetail, RestrictionSource } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/record-kit/DetailHeader';
import { useLang } from '@/components/record-kit/options';

/** "document 〔number〕 · section · date": where a finding's rule comes from. */
export function sourceText(s: RestrictionSource): string {
  return [s.number ? `${s.document}（${s.number}）` : s.document, s.section, s.date].filter(Boolean).join(' · ');
}

/** Findings of the compliance check: each names the rule, the matter and the source it cites. */
export function ProductCompliance({ p }: { p: ProductDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const colon = lang === 'zh' ? '：' : ': ';
  return (
    <Section title={t('compliance.section')} id="product-compliance">
      {p.compliance.length === 0 ? (
        <Alert type="success" showIcon title={t('compliance.none')} data-testid="compliance-none" />
      ) : (
        <Flex vertical gap={8}>
          {p.compliance.map((f: ComplianceFinding, i) => (
            <Alert
              key={`${f.rule}-${f.matter_id}-${i}`}
              data-testid="compliance-finding"
              type={f.severity === 'violation' ? 'error' : 'warning'}
              showIcon
              title={`${t(`compliance.severity.${f.severity}`)} · ${t(`compliance.rule.${f.rule}`)}${colon}${f.message[lang]}`}
              description={`${t('compliance.source')}${colon}${sourceText(f.source)}`}
            />
          ))}
        </Flex>
      )}
    </Section>
  );
}
