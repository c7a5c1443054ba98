import type { CSSProperties } from 'react';
import { Cascader } from 'antd';
import type { RegionNode } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { regionPath, useRegions } from './regions';

export interface RegionCascaderProps {
  value?: string;
  onChange?: (code: string | undefined) => void;
  placeholder?: string;
  style?: CSSProperties;
  id?: string;
  /** Accessible name where no form label names the field (list filters). */
  ariaLabel?: string;
}

interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
}

function toOptions(nodes: readonly RegionNode[]): CascaderOption[] {
  return nodes.map((n) => ({
    value: n.id,
    label: n.name,
    children: n.children?.length ? toOptions(n.children) : undefined,
  }));
}

/** Province or city picker (a province alone is a valid choice); the value is the 6-digit code. */
export function RegionCascader({ value, onChange, placeholder, style, id, ariaLabel }: RegionCascaderProps) {
  const { t } = useTranslation();
  const { data = [], isLoading } = useRegions();
  return (
    <Cascader<CascaderOption>
      id={id}
      aria-label={ariaLabel}
      style={style}
      options={toOptions(data)}
      loading={isLoading}
      value={regionPath(data, value)}
      changeOnSelect
      showSearch={{ filter: (input, path) => path.some((o) => o.label.includes(input)) }}
      placeholder={placeholder ?? t('catalogue.region.placeholder')}
      onChange={(path) => onChange?.(path?.length ? String(path[path.length - 1]) : undefined)}
    />
  );
}
