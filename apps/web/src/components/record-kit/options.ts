import { useTranslation } from 'react-i18next';
import {
  EFFECT_TAGS,
  KIND_LABELS,
  PRODUCT_TYPES,
  SAMPLE_GRADES,
  SAMPLE_SOURCES,
  TEST_CATEGORIES,
  type RecordKind,
} from '@yaoshi/contracts/catalogue/options';

/**
 * Option lists that carry their own zh/en labels in the contracts (effect tags, grades,
 * sources, product types, test categories) are shown in the UI language from there, so the
 * web and the server (exports, messages) say the same thing.
 */
export type Lang = 'zh' | 'en';
export interface LabelledOption {
  readonly key: string;
  readonly zh: string;
  readonly en: string;
}

export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en-US' ? 'en' : 'zh';
}

export function labelOf(options: readonly LabelledOption[], key: string | null | undefined, lang: Lang): string {
  if (!key) return '';
  return options.find((o) => o.key === key)?.[lang] ?? key;
}

export function selectOptions(options: readonly LabelledOption[], lang: Lang): { value: string; label: string }[] {
  return options.map((o) => ({ value: o.key, label: o[lang] }));
}

export function kindLabel(kind: string, lang: Lang): string {
  return KIND_LABELS[kind as RecordKind]?.[lang] ?? kind;
}

export const OPTION_LISTS = {
  effectTags: EFFECT_TAGS,
  grades: SAMPLE_GRADES,
  sources: SAMPLE_SOURCES,
  productTypes: PRODUCT_TYPES,
  testCategories: TEST_CATEGORIES,
} as const;
