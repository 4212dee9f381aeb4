// The geo note page's query variables from its URL: /geo-notes/:id, or /geo-notes/new.

/** Variables of GeoNotePageQuery: the geo note's id (database or global), none for 'new'. */
export function geoNotePageVariables(id: string) {
  const creating = id === 'new';
  return {
    id: creating ? '' : id,
    withNote: !creating,
  };
}
