/** The geo note colours: enum value, label and the stored hex (docs/decisions.md#records-and-fields). */
export const GEO_NOTE_COLORS = [
  ['red', 'Red', '#ff0000'],
  ['yellow', 'Yellow', '#fff000'],
  ['orange', 'Orange', '#ffa500'],
  ['green', 'Green', '#00ff00'],
] as const;

/** The hex a geo note is drawn in, from its colour (the enum value 'red' or the stored '#ff0000'). */
export const geoNoteHex = (color: string | null | undefined): string | undefined =>
  GEO_NOTE_COLORS.find(([value, , hex]) => value === color || hex === color?.toLowerCase())?.[2];
