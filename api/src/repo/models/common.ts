// Rules more than one model applies: phone length and boundary validation.
import { PHONE_LENGTH } from '../../schemas/common.ts';
import { applyBoundaries } from '../geo.ts';

/** Field messages for the phone fields `names` that are set but not 10 characters long. */
export const phoneRule = (merged: Record<string, unknown>, names: string[]) => {
  const out: Record<string, string> = {};
  for (const n of names) {
    const v = merged[n];
    if (typeof v === 'string' && v !== '' && v.length !== 10) out[n] = PHONE_LENGTH;
  }
  return out;
};

/** Validates the boundary (400 naming the problem) and sets its bounds. */
export const withBounds = (values: Record<string, unknown>) => applyBoundaries(values);
