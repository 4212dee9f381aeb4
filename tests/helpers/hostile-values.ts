// Hostile values of the fuzz suite (tests/fuzz/): text, numbers, keys and geometry no form
// expects, and JSON text that JSON.stringify cannot write (1e999, __proto__ keys, nesting deeper
// than any form has).

/** JSON text put into a body as is (`json()` writes it without quoting). */
export class Raw {
  constructor(readonly text: string) {}
  toJSON() {
    return `\u0001RAW${Buffer.from(this.text).toString('base64')}\u0001`;
  }
}

/** JSON text of a value that may hold `Raw` parts. */
export function json(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001RAW([A-Za-z0-9+/=]*)\\u0001"/g, (_, b64: string) =>
    Buffer.from(b64, 'base64').toString(),
  );
}

const nest = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

/** Polygons and feature collections no map can draw. */
export const BAD_GEOMETRY: unknown[] = [
  {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 1],
        [0, 0],
      ],
    ],
  },
  {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
        [0, 0],
      ],
    ],
  },
  {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ],
    ],
  },
  {
    type: 'Polygon',
    coordinates: [
      [
        [1e308, 1e308],
        [-1e308, 0],
        [0, -1e308],
        [1e308, 1e308],
      ],
    ],
  },
  {
    type: 'Polygon',
    coordinates: [
      [
        [0, 91],
        [1, 91],
        [1, 92],
        [0, 91],
      ],
    ],
  },
  {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [5e-324, 0],
        [0, 5e-324],
        [0, 0],
      ],
    ],
  },
  { type: 'Polygon', coordinates: 'x' },
  { type: 'Polygon', coordinates: null },
  { type: 'Polygon', coordinates: [[['a', 'b']]] },
  { type: 'Polygon', coordinates: [[[]]] },
  { type: 'Polygon', coordinates: [] },
  {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0, 0, 0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ],
  },
  {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
      5,
    ],
  },
  {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [0, 0],
          [1, 1],
        ],
      ],
    ],
  },
  {
    type: 'MultiPolygon',
    coordinates: [
      [
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 0],
      ],
    ],
  },
  { type: 'Point', coordinates: [0, 0] },
  {
    type: 'LineString',
    coordinates: [
      [0, 0],
      [1, 1],
    ],
  },
  { type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [0, 0] }] },
  { type: 'Feature', geometry: null, properties: null },
  {
    type: 'Feature',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    },
  },
  { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: null }] },
  { type: 'FeatureCollection', features: [null, 1, 'x'] },
  {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [1, 1],
              [1, 0],
              [0, 1],
              [0, 0],
            ],
          ],
        },
      },
    ],
  },
  {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: {
          type: 'Polygon',
          coordinates: [
            Array.from({ length: 5000 }, (_, i) => [
              Math.cos((i / 5000) * 2 * Math.PI),
              Math.sin((i / 5000) * 2 * Math.PI),
            ]).concat([[1, 0]]),
          ],
        },
      },
    ],
  },
  { type: 'FeatureCollection', features: {} },
  { type: 'Nonsense', coordinates: [0, 0] },
  { type: '__proto__' },
];

/** Text no form expects. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x'.repeat(70_000),
  '😀'.repeat(300),
  "'; DROP TABLE haulers; --",
  '%s%n%x',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '1e999',
  '0x10',
  ' 1 ',
  '-0',
  '2147483648',
  '99999999999999999999',
  '2024-02-30',
  '0000-00-00',
  '99999-12-31',
  '2024-13-01T25:61:00Z',
  '25:61',
  'true',
  'null',
  '__proto__',
  'constructor',
  'toString',
];

/** Values of every JSON type that no field expects. */
export const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
  new Raw('-0'),
  new Raw('1e999'),
  new Raw('-1e999'),
  new Raw('1e-400'),
  new Raw('123456789012345678901234567890'),
  [],
  [null],
  [2147483648],
  ['a\u0000b'],
  Array.from({ length: 2000 }, () => 1),
  new Raw(nest(3000, '[', ']')),
  {},
  new Raw('{"__proto__": {"admin": true, "id": 1}}'),
  new Raw('{"constructor": {"prototype": {"admin": true}}}'),
  { toString: 1, valueOf: 'x', hasOwnProperty: null },
  new Raw(nest(3000, '{"a":', '}')),
  ...HOSTILE_STRINGS,
  ...BAD_GEOMETRY,
];

/** Keys no body declares, among them the ones that reach an object's prototype. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'a\u0000b',
  '',
  'x'.repeat(1000),
];
