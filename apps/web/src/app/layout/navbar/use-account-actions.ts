import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { isLocale } from '@/config/locales';
import { feedback } from '@/lib/feedback';
import { setLocale } from '@/lib/i18n';
import { confirmSignOut } from '@/lib/unsent-field-records';
import { queryClient } from '@/lib/query-client';
import { useUserStore } from '@/stores/user';

/** What the account menus (desktop avatar dropdown, phone account drawer) do. */
export function useAccountActions() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const roles = useUserStore((s) => s.roles);

  const switchRoles = async () => {
    try {
      const next = await useUserStore.getState().switchRoles();
      void feedback.message.success(t('messageBox.switchRoles.done', { role: t(`common.role.${next}`) }));
      // Re-run the guards first, so a page the new role may not open is left before anything
      // refetches; then every answer is asked for again, as the new role.
      await revalidator.revalidate();
      await queryClient.resetQueries();
    } catch {
      // The API client already showed why.
    }
  };
  const logout = async () => {
    if (!(await confirmSignOut())) return;
    await useUserStore.getState().logout();
    window.location.reload();
  };

  return {
    canSwitch: roles.includes('admin') && roles.includes('user'),
    /** Does what an account entry (account-entries.tsx) says; false for a key it does not know. */
    run: async (key: string): Promise<boolean> => {
      if (key === 'info') navigate('/user/info');
      else if (key === 'setting') navigate('/user/setting');
      else if (key === 'messages') navigate('/user/messages');
      else if (key === 'switch') await switchRoles();
      else if (key === 'logout') await logout();
      else return false;
      return true;
    },
    setLanguage: async (key: string) => {
      if (!isLocale(key) || key === i18n.language) return;
      await setLocale(key);
      // Server messages (msg, localised names) come in the request's language.
      void queryClient.invalidateQueries();
    },
  };
}
