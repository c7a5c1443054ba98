import { PagePlaceholder } from '../../../components/PagePlaceholder';

/** Placeholder until the page is built. */
export default function MessageCenter() {
  return <PagePlaceholder titleKey="menu.user.messages" />;
}
