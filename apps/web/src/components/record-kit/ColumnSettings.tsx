import './record-table.css';
import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Drawer, Popover, Tooltip } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  HolderOutlined,
  PushpinOutlined,
  SettingOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '@/components/use-is-phone';
import { moveColumn, toggleHidden, togglePin, type ColumnState, type Side } from './column-settings';

export interface ColumnSettingsProps {
  states: (ColumnState & { title: ReactNode })[];
  customised: boolean;
  onChange: (states: ColumnState[]) => void;
  onReset: () => void;
}

/**
 * The column setting of a list: show/hide (checkbox), order (drag a row, or the up/down
 * buttons for keyboards), pin to the left or right edge; reset to the list's defaults.
 */
export function ColumnSettings({ states, customised, onChange, onReset }: ColumnSettingsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const phone = useIsPhone();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const shown = states.filter((s) => !s.hidden).length;
  const plain = states.map(({ title: _title, ...s }) => s);

  const pin = (s: ColumnState, side: Side) => {
    const on = s.fixed === side;
    const label = t(on ? 'lists.columns.unpin' : side === 'left' ? 'lists.columns.pinLeft' : 'lists.columns.pinRight');
    return (
      <Tooltip title={label}>
        <Button
          size="small"
          type={on ? 'primary' : 'text'}
          ghost={on}
          aria-label={label}
          aria-pressed={on}
          icon={side === 'left' ? <VerticalRightOutlined /> : <VerticalLeftOutlined />}
          onClick={() => onChange(togglePin(plain, s.key, side))}
        />
      </Tooltip>
    );
  };

  const content = (
    <div className="column-settings" data-testid="column-settings">
      <div className="column-settings__head">
        <Checkbox
          checked={shown === states.length}
          indeterminate={shown > 0 && shown < states.length}
          onChange={(e) =>
            // Unchecking keeps the first column: a list always shows one.
            onChange(plain.map((s, i) => ({ ...s, hidden: e.target.checked ? false : i !== 0 })))
          }
        >
          {t('lists.columns.all', { shown, total: states.length })}
        </Checkbox>
        <Button type="link" size="small" disabled={!customised} onClick={onReset} data-testid="column-settings-reset">
          {t('lists.columns.reset')}
        </Button>
      </div>
      <ol className="column-settings__list" aria-label={t('lists.columns.title')}>
        {states.map((s, i) => (
          <li
            key={s.key}
            className={[
              'column-settings__item',
              dragging === i ? 'column-settings__item--dragging' : '',
              over === i && dragging !== null && dragging !== i ? 'column-settings__item--over' : '',
            ].join(' ')}
            draggable
            onDragStart={(e) => {
              setDragging(i);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', s.key);
            }}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(i);
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null) onChange(moveColumn(plain, dragging, i));
              setDragging(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            data-testid={`column-setting-${s.key}`}
          >
            <HolderOutlined className="column-settings__handle" aria-hidden="true" />
            <Checkbox
              className="column-settings__check"
              checked={!s.hidden}
              disabled={!s.hidden && shown === 1}
              onChange={() => onChange(toggleHidden(plain, s.key))}
            >
              {s.title}
            </Checkbox>
            {s.fixed && <PushpinOutlined className="column-settings__pinned" aria-label={t('lists.columns.pinned')} />}
            <span className="column-settings__tools">
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={t('lists.columns.up')}
                disabled={i === 0}
                onClick={() => onChange(moveColumn(plain, i, i - 1))}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={t('lists.columns.down')}
                disabled={i === states.length - 1}
                onClick={() => onChange(moveColumn(plain, i, i + 1))}
              />
              {pin(s, 'left')}
              {pin(s, 'right')}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );

  const opener = (
    <Button
      icon={<SettingOutlined />}
      aria-label={t('lists.columns.title')}
      data-testid="column-settings-open"
      {...(phone ? { onClick: () => setOpen(true) } : {})}
    />
  );
  // On a phone a bottom drawer, like the filters: a popover beside the button would leave the screen.
  if (phone)
    return (
      <>
        {opener}
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          placement="bottom"
          size="auto"
          title={t('lists.columns.title')}
          className="column-settings-drawer"
        >
          {content}
        </Drawer>
      </>
    );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('lists.columns.title')}
      content={content}
      open={open}
      onOpenChange={setOpen}
    >
      {/* The tooltip steps aside while the panel (titled the same) is open. */}
      <Tooltip title={t('lists.columns.title')} {...(open ? { open: false } : {})}>
        {opener}
      </Tooltip>
    </Popover>
  );
}
