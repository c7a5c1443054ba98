import { Button, Dropdown, Tooltip } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCALE_LABELS, LOCALES, isLocale } from '@/config/locales';
import { setLocale } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

/** Language switch; the choice persists (SPEC §4) and server texts are fetched again in it. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LOCALES.map((l) => ({ key: l, label: LOCALE_LABELS[l] })),
        onClick: async ({ key }) => {
          if (!isLocale(key) || key === i18n.language) return;
          await setLocale(key);
          // Server messages (msg, localised names) come in the request's language.
          void queryClient.invalidateQueries();
        },
      }}
    >
      <Tooltip title={t('navbar.language')}>
        <Button shape="circle" icon={<TranslationOutlined />} aria-label={t('navbar.language')} />
      </Tooltip>
    </Dropdown>
  );
}
