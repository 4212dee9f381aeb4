// Display helpers of the market form (docs/decisions.md#records-and-fields).

/** 'Austin (TX)': the city with the state abbreviation in parentheses; '' without both. */
export function marketName(city: string, state: string): string {
  const c = city.trim();
  const s = state.trim();
  return c && s ? `${c} (${s})` : '';
}

/** The IANA time zones this browser knows (Area/City names and UTC), for the time zone select. */
export const TIME_ZONES: ReadonlyArray<{ value: string; label: string }> = Intl.supportedValuesOf(
  'timeZone',
)
  .filter((tz) => tz.includes('/') || tz === 'UTC')
  .map((tz) => ({ value: tz, label: tz.replaceAll('_', ' ') }));

/** The time zone options with `current` kept even when the browser does not list it. */
export function timeZoneOptions(current: string | null | undefined) {
  return current && !TIME_ZONES.some((o) => o.value === current)
    ? [{ value: current, label: current }, ...TIME_ZONES]
    : TIME_ZONES;
}
