import { useMemo } from 'react';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { zodRule } from './zod-form';

/** `rules('product_barcode')` → the antd rules of that field, from the contract schema's shape. */
export function useZodRules(shape: Record<string, z.ZodType>) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      (name: string, extra: FormRule[] = []): FormRule[] => {
        const schema = shape[name];
        return schema ? [zodRule(schema, t), ...extra] : extra;
      },
    [shape, t],
  );
}
