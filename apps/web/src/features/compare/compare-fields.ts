import type { TFunction } from 'i18next';
import { type MatterDetail, type ProductDetail, factText, monographFacts } from '@yaoshi/contracts';
import { formatTime } from '@/lib/format';
import { labelOf, OPTION_LISTS, type Lang } from '@/components/record-kit/options';
import { formatVolume, type SampleDetailView } from '@/components/record-kit/sample-view';
import type { CompareKind } from '@/lib/compare-params';

/** One compared field: its label and its value as text (what is compared and shown). */
export interface CompareField<T> {
  key: string;
  label: string;
  value: (record: T) => string;
}

export interface CompareSection<T> {
  key: string;
  title: string;
  fields: CompareField<T>[];
}

export type CompareRecord = MatterDetail | ProductDetail | SampleDetailView;

const joined = (values: readonly string[]) => values.filter(Boolean).join('、');

/**
 * The edition a Pharmacopoeia value comes from, from its citation ("2020年版 一部" → "药典 2020 年版" /
 * "ChP 2020"): two editions may set different limits, so a value is never compared without it.
 */
export function editionLabel(citation: { edition: string } | undefined, t: TFunction): string {
  const year = citation?.edition.match(/\d{4}/)?.[0];
  if (year) return t('compare.chpEdition', { year });
  return citation?.edition ?? '';
}

/**
 * A monograph field as the review sheet and the matter page word it (contracts factText): one
 * derivation everywhere, each value followed by its edition.
 */
const monographText = (m: MatterDetail, field: 'usage_dosage' | 'storage' | 'assays' | 'tests', t: TFunction) =>
  monographFacts(m.monograph)
    .filter((f) => f.field === field)
    .map((f) => {
      const edition = editionLabel((f.fact as { citation?: { edition: string } }).citation, t);
      return edition
        ? `${factText(f.field, f.fact)}${t('compare.editionSuffix', { edition })}`
        : factText(f.field, f.fact);
    })
    .join('；');

/** 主要成分: the curator's text, else the monograph's assay markers (named as such). */
const ingredientText = (m: MatterDetail, t: TFunction) =>
  m.material_ingredient ||
  (m.monograph?.constituents.length
    ? `${t('monograph.derived.markers')} ${joined(m.monograph.constituents.map((c) => c.name))}`
    : '');

function matterSections(t: TFunction, lang: Lang): CompareSection<MatterDetail>[] {
  return [
    {
      key: 'identity',
      title: t('compare.section.identity'),
      fields: [
        { key: 'num', label: t('catalogue.field.num'), value: (m) => m.material_num },
        { key: 'latin', label: t('matter.field.latin_name'), value: (m) => m.latin_name },
        { key: 'en', label: t('matter.field.name_en'), value: (m) => m.name_en },
        { key: 'family', label: t('matter.field.family'), value: (m) => m.family },
        { key: 'part', label: t('matter.field.part_used'), value: (m) => m.part_used },
        {
          key: 'batch',
          label: t('matter.field.batch'),
          value: (m) => (m.catalogue_batch ? String(m.catalogue_batch) : ''),
        },
        { key: 'origin', label: t('matter.field.material_origin'), value: (m) => m.material_origin },
      ],
    },
    {
      key: 'properties',
      title: t('compare.section.properties'),
      fields: [
        {
          key: 'tags',
          label: t('matter.field.effectTags'),
          value: (m) => joined(m.effect_tags.map((k) => labelOf(OPTION_LISTS.effectTags, k, lang))),
        },
        { key: 'nature', label: t('matter.field.nature_flavor'), value: (m) => m.nature_flavor },
        { key: 'effect', label: t('matter.field.material_effect'), value: (m) => m.material_effect },
        { key: 'ingredient', label: t('matter.field.material_ingredient'), value: (m) => ingredientText(m, t) },
        { key: 'taboo', label: t('matter.field.material_taboo'), value: (m) => m.material_taboo },
      ],
    },
    {
      key: 'monograph',
      title: t('monograph.title'),
      fields: [
        { key: 'usage', label: t('monograph.usage'), value: (m) => monographText(m, 'usage_dosage', t) },
        { key: 'assay', label: t('monograph.assay'), value: (m) => monographText(m, 'assays', t) },
        { key: 'tests', label: t('monograph.tests'), value: (m) => monographText(m, 'tests', t) },
        { key: 'storage', label: t('monograph.storage'), value: (m) => monographText(m, 'storage', t) },
      ],
    },
    {
      key: 'records',
      title: t('compare.section.records'),
      fields: [
        { key: 'products', label: t('matter.field.productCount'), value: (m) => String(m.product_count) },
        { key: 'samples', label: t('catalogue.field.sampleCount'), value: (m) => String(m.sample_count) },
        { key: 'updated', label: t('catalogue.field.updatedAt'), value: (m) => formatTime(m.updated_at) },
      ],
    },
  ];
}

function productSections(t: TFunction, lang: Lang): CompareSection<ProductDetail>[] {
  return [
    {
      key: 'identity',
      title: t('compare.section.identity'),
      fields: [
        { key: 'num', label: t('catalogue.field.num'), value: (p) => p.product_num },
        {
          key: 'type',
          label: t('product.field.product_type'),
          value: (p) => labelOf(OPTION_LISTS.productTypes, p.product_type, lang),
        },
        { key: 'brand', label: t('product.field.product_brand'), value: (p) => p.product_brand },
        { key: 'specs', label: t('product.field.product_specs'), value: (p) => p.product_specs },
        { key: 'factory', label: t('product.field.product_factory'), value: (p) => p.product_factory },
        { key: 'barcode', label: t('product.field.product_barcode'), value: (p) => p.product_barcode },
        {
          key: 'release',
          label: t('product.field.product_release_time'),
          value: (p) => (p.product_release_time ? formatTime(p.product_release_time) : ''),
        },
      ],
    },
    {
      key: 'composition',
      title: t('compare.section.composition'),
      fields: [
        {
          key: 'matters',
          label: t('product.field.matters'),
          value: (p) => joined(p.matters.map((m) => m.material_name)),
        },
        { key: 'component', label: t('product.field.product_component'), value: (p) => p.product_component },
        {
          key: 'compliance',
          label: t('compare.field.compliance'),
          value: (p) => t(`compliance.status.${p.compliance_status}`),
        },
      ],
    },
  ];
}

function sampleSections(t: TFunction, lang: Lang): CompareSection<SampleDetailView>[] {
  return [
    {
      key: 'identity',
      title: t('compare.section.identity'),
      fields: [
        { key: 'num', label: t('catalogue.field.num'), value: (s) => s.num },
        { key: 'parent', label: t('compare.field.parent'), value: (s) => s.parent?.name ?? '' },
        { key: 'brand', label: t('sample.field.brand'), value: (s) => s.brand },
        {
          key: 'source',
          label: t('catalogue.field.source'),
          value: (s) => labelOf(OPTION_LISTS.sources, s.source, lang),
        },
        { key: 'grade', label: t('catalogue.field.grade'), value: (s) => labelOf(OPTION_LISTS.grades, s.grade, lang) },
      ],
    },
    {
      key: 'collection',
      title: t('sample.section.collection'),
      fields: [
        { key: 'area', label: t('catalogue.field.origin'), value: (s) => s.areaName },
        { key: 'vol', label: t('catalogue.field.collVol'), value: (s) => formatVolume(s.collVol, s.collUnit) },
        { key: 'time', label: t('catalogue.field.collTime'), value: (s) => formatTime(s.collTime) },
        { key: 'storage', label: t('sample.field.storage'), value: (s) => s.storage },
        { key: 'gatherer', label: t('sample.field.gatherer'), value: (s) => s.gatherer },
        { key: 'reports', label: t('sample.field.reportCount'), value: (s) => String(s.reports.length) },
      ],
    },
  ];
}

/** The field sections compared for a kind of record. */
export function compareSections(kind: CompareKind, t: TFunction, lang: Lang): CompareSection<CompareRecord>[] {
  switch (kind) {
    case 'matters':
      return matterSections(t, lang) as CompareSection<CompareRecord>[];
    case 'products':
      return productSections(t, lang) as CompareSection<CompareRecord>[];
    default:
      return sampleSections(t, lang) as CompareSection<CompareRecord>[];
  }
}
