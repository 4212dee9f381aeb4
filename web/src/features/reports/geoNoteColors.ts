/** The geo note colours: enum value, label and the stored hex (docs/decisions.md#records-and-fields). */
export const GEO_NOTE_COLORS = [
  ['red', 'Red', '#ff0000'],
  ['yellow', 'Yellow', '#fff000'],
  ['orange', 'Orange', '#ffa500'],
  ['green', 'Green', '#00ff00'],
] as const;
