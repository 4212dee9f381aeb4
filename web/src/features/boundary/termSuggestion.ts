// The merge term of a place suggestion: what the geometry merge understands ('Austin, TX',
// 'Travis County, TX', a 5-digit ZIP), from Google's or the stand-in's description.

/** The term for a suggestion: its ZIP when it names one, else the description without ', USA'. */
export function termOfSuggestion(s: { description: string; mainText: string }): string {
  if (/^\d{5}$/.test(s.mainText.trim())) return s.mainText.trim();
  return s.description.replace(/,\s*(USA|United States)$/i, '').trim();
}
