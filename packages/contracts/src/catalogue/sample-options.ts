import { z } from 'zod';
import { COLL_UNITS, SAMPLE_GRADE_KEYS, SAMPLE_SOURCE_KEYS } from './options';

/** Grades, sources and units of samples; the lists live in the zod-free `options.ts`. */
export { COLL_UNITS, SAMPLE_GRADES, SAMPLE_GRADE_KEYS, SAMPLE_SOURCES, SAMPLE_SOURCE_KEYS } from './options';

export const sampleGradeSchema = z.enum(SAMPLE_GRADE_KEYS);
export const sampleSourceSchema = z.enum(SAMPLE_SOURCE_KEYS);
export const collUnitSchema = z.enum(COLL_UNITS);
