// The results route's query variables from its URL (kept out of the page module so that the
// router does not pull the page into the first load).

/** placeId from the path; lat/lng after a pin drag; nearby=1 for Expand Search. */
export function resultVariables(placeId: string, search: URLSearchParams) {
  const num = (k: string) => {
    const v = search.get(k);
    return v !== null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : null;
  };
  return { placeId, lat: num('lat'), lng: num('lng'), nearby: search.get('nearby') === '1' };
}
