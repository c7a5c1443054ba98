import { z } from 'zod';

/**
 * Effect tags for the matter list's effect filter.
 *
 * Grounded in the functional categories of Chinese materia medica (中药学 功效分类).
 * Each catalogue entry carries 1–3 of these keys, derived from its
 * 《中国药典》2020年版 functions text (功能). Entries whose functions are not listed
 * in the Pharmacopoeia carry none.
 */
export const EFFECT_TAGS = [
  { key: 'release-exterior', zh: '解表', en: 'Release the exterior' },
  { key: 'clear-heat', zh: '清热', en: 'Clear heat' },
  { key: 'moisten-bowel', zh: '润肠通便', en: 'Moisten the bowels' },
  { key: 'dispel-wind-damp', zh: '祛风湿', en: 'Dispel wind-dampness' },
  { key: 'resolve-damp', zh: '化湿', en: 'Resolve dampness' },
  { key: 'promote-urination', zh: '利水渗湿', en: 'Promote urination, drain dampness' },
  { key: 'warm-interior', zh: '温里', en: 'Warm the interior' },
  { key: 'regulate-qi', zh: '理气', en: 'Regulate qi' },
  { key: 'digest-food', zh: '消食', en: 'Promote digestion' },
  { key: 'expel-parasites', zh: '驱虫', en: 'Expel parasites' },
  { key: 'stop-bleeding', zh: '止血', en: 'Stop bleeding' },
  { key: 'activate-blood', zh: '活血化瘀', en: 'Activate blood, resolve stasis' },
  { key: 'resolve-phlegm', zh: '化痰止咳平喘', en: 'Resolve phlegm, relieve cough and wheezing' },
  { key: 'calm-mind', zh: '安神', en: 'Calm the mind' },
  { key: 'calm-liver-wind', zh: '平肝息风', en: 'Calm the liver, extinguish wind' },
  { key: 'tonify-qi', zh: '补气', en: 'Tonify qi' },
  { key: 'tonify-blood', zh: '补血', en: 'Tonify blood' },
  { key: 'tonify-yin', zh: '补阴', en: 'Tonify yin' },
  { key: 'tonify-yang', zh: '补阳', en: 'Tonify yang' },
  { key: 'astringe', zh: '收涩', en: 'Astringe' },
] as const;

export type EffectTag = (typeof EFFECT_TAGS)[number];
export type EffectTagKey = EffectTag['key'];

export const EFFECT_TAG_KEYS = EFFECT_TAGS.map((t) => t.key) as [EffectTagKey, ...EffectTagKey[]];

export const effectTagSchema = z.enum(EFFECT_TAG_KEYS);

export function isEffectTagKey(value: string): value is EffectTagKey {
  return (EFFECT_TAG_KEYS as readonly string[]).includes(value);
}
