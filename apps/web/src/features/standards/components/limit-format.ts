import { limitText, type Standard } from '@yaoshi/contracts';

/** "≤5.0 mg/kg", "≥15.0 %", or '' for a row without a limit. */
export const standardLimit = (s: Pick<Standard, 'lower' | 'upper' | 'decimals' | 'unit'>) =>
  limitText(s.lower, s.upper, s.decimals, s.unit);
