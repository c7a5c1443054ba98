import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  CheckCircleOutlined,
  DashboardOutlined,
  ExclamationCircleOutlined,
  ExperimentOutlined,
  ScheduleOutlined,
  FileTextOutlined,
  FormOutlined,
  InboxOutlined,
  MedicineBoxOutlined,
  ShoppingOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';

/** Route meta `icon` names (contracts) → antd icons. */
const ICONS: Record<string, ReactNode> = {
  matter: <MedicineBoxOutlined />,
  product: <ShoppingOutlined />,
  matterSample: <ExperimentOutlined />,
  productSample: <InboxOutlined />,
  lab: <ScheduleOutlined />,
  dashboard: <DashboardOutlined />,
  visualization: <BarChartOutlined />,
  list: <UnorderedListOutlined />,
  form: <FormOutlined />,
  profile: <FileTextOutlined />,
  result: <CheckCircleOutlined />,
  exception: <ExclamationCircleOutlined />,
  user: <UserOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  return (name && ICONS[name]) || <AppstoreOutlined />;
}
