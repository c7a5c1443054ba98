import { Button, Card, Col, Row } from 'antd';
import {
  ExperimentOutlined,
  ExportOutlined,
  ImportOutlined,
  PlusOutlined,
  ShoppingOutlined,
  SlidersOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Where a curator usually goes next: create, import and export on the catalogue lists. */
const SHORTCUTS = [
  { key: 'createMatter', icon: <PlusOutlined />, to: '/formList/matter-list?action=create' },
  { key: 'createProduct', icon: <ShoppingOutlined />, to: '/productList/product-list?action=create' },
  { key: 'createSample', icon: <ExperimentOutlined />, to: '/matterSample/matter-sample-list?action=create' },
  { key: 'import', icon: <ImportOutlined />, to: '/formList/matter-list?action=import' },
  { key: 'export', icon: <ExportOutlined />, to: '/productList/product-list?action=export' },
  { key: 'regulations', icon: <SlidersOutlined />, to: '/list/search-table' },
] as const;

export function Shortcuts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card title={t('workplace.shortcuts.title')} variant="borderless">
      <Row gutter={[8, 8]}>
        {SHORTCUTS.map((s) => (
          <Col span={12} key={s.key}>
            <Button
              block
              icon={s.icon}
              onClick={() => navigate(s.to)}
              style={{ justifyContent: 'flex-start', overflow: 'hidden' }}
              title={t(`workplace.shortcuts.${s.key}`)}
            >
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{t(`workplace.shortcuts.${s.key}`)}</span>
            </Button>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
