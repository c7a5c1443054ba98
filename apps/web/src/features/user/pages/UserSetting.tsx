import { PagePlaceholder } from '../../../components/PagePlaceholder';

/** Placeholder until the page is built. */
export default function UserSetting() {
  return <PagePlaceholder titleKey="menu.user.setting" />;
}
