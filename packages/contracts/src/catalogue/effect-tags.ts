import { z } from 'zod';
import { EFFECT_TAG_KEYS } from './options';

/** Effect tags (the list itself lives in the zod-free `options.ts`). */
export { EFFECT_TAGS, EFFECT_TAG_KEYS, isEffectTagKey, type EffectTag, type EffectTagKey } from './options';

export const effectTagSchema = z.enum(EFFECT_TAG_KEYS);
