import './records.css';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Dropdown, Space, Tag, Tooltip } from 'antd';
// The search box alone: the `Input` barrel would also bring OTP, Password and TextArea.
import Search from 'antd/es/input/Search';
import { ColumnHeightOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DENSITIES, type Density } from './density';
import type { ListStateApi } from './use-list-state';

export interface ListToolbarProps {
  list: ListStateApi;
  /** Already translated placeholder of the search box. */
  placeholder: string;
  /** The page's filter controls. */
  filters?: ReactNode;
  /** Right-hand actions (create, import, export), already permission-wrapped. */
  actions?: ReactNode;
  density: Density;
  onDensity: (d: Density) => void;
  onRefresh?: () => void;
  /** The column setting (ColumnSettings), beside the density menu. */
  columns?: ReactNode;
}

/** One search box, the filters, reset, and on the right the actions, the density menu and the column setting. */
export function ListToolbar({
  list,
  placeholder,
  filters,
  actions,
  density,
  onDensity,
  onRefresh,
  columns,
}: ListToolbarProps) {
  const { t } = useTranslation();
  const q = list.state.q ?? '';
  const [text, setText] = useState(q);
  // Back/forward and reset change q in the URL: the box follows.
  useEffect(() => setText(q), [q]);

  return (
    <div className="records-toolbar">
      <div className="records-toolbar__filters">
        <Search
          className="records-toolbar__search"
          aria-label={t('catalogue.list.search')}
          placeholder={placeholder}
          allowClear
          enterButton
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value === '' && q) list.update({ q: undefined });
          }}
          onSearch={(value) => list.update({ q: value.trim() || undefined })}
        />
        {filters}
        {list.state.quality && (
          // Set by a data-quality card's link: only the records that offend the rule.
          <Tag closable color="orange" onClose={() => list.update({ quality: undefined })} data-testid="quality-filter">
            {t('catalogue.quality.filter', { rule: t(`catalogue.quality.${list.state.quality}`) })}
          </Tag>
        )}
        <Button onClick={list.reset} data-testid="list-reset">
          {t('catalogue.action.reset')}
        </Button>
      </div>
      <Space className="records-toolbar__actions" wrap>
        {actions}
        {onRefresh && (
          <Tooltip title={t('catalogue.action.refresh')}>
            <Button icon={<ReloadOutlined />} onClick={onRefresh} aria-label={t('catalogue.action.refresh')} />
          </Tooltip>
        )}
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [density],
            items: DENSITIES.map((d) => ({ key: d, label: t(`catalogue.density.${d}`) })),
            onClick: ({ key }) => onDensity(key as Density),
          }}
        >
          <Tooltip title={t('catalogue.density.title')}>
            <Button icon={<ColumnHeightOutlined />} aria-label={t('catalogue.density.title')} data-testid="density" />
          </Tooltip>
        </Dropdown>
        {columns}
      </Space>
    </div>
  );
}
