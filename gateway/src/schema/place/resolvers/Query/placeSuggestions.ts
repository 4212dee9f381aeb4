import { isZipInput } from '../../../../domain/quote/address.ts';
import { MIN_SUGGESTION_INPUT } from '@shared/quote/suggestions.ts';
import type { Resolver } from '../../../types.ts';
import type { SuggestionSource } from '../Place.ts';

type Args = {
  input: string;
  sessionToken?: string | null;
  bias?: { lat: number; lng: number } | null;
  radius?: number | null;
};

/** Autocomplete (≥ 2 characters, US, bias); a 5-digit input adds the ZIP text search first. */
const placeSuggestions: Resolver<unknown, Args, Promise<SuggestionSource[]>> = async (
  _,
  a,
  { rest },
) => {
  const input = a.input.trim();
  if (input.length < MIN_SUGGESTION_INPUT) return [];
  const [predictions, zipPlaces] = await Promise.all([
    rest.maps.autocomplete(input, { sessionToken: a.sessionToken, bias: a.bias, radius: a.radius }),
    isZipInput(input) ? rest.maps.textSearch(input) : Promise.resolve([]),
  ]);
  const out: SuggestionSource[] = zipPlaces.map((p) => ({ ...p, source: 'textSearch' as const }));
  for (const p of predictions) {
    if (!out.some((s) => s.place_id === p.place_id)) out.push({ ...p, source: 'autocomplete' });
  }
  return out;
};
export default placeSuggestions;
