// The one check for every boundary the API accepts (zones, markets, geo notes, serviceArea
// exceptions, merge results, imports). Search, merges and the GiST box index all assume a shape
// that passes it: closed rings of real [lng, lat] positions that do not cross themselves.

export interface BoundaryCheckOptions {
  /** Also look for rings that cross themselves (O(n log n) per ring; on by default). */
  crossings?: boolean;
}

type Position = [number, number];

const describe = (v: unknown): string => {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') {
    const t = (v as { type?: unknown }).type;
    return typeof t === 'string' ? `a ${t.slice(0, 40)}` : 'an object without a type';
  }
  return `a ${typeof v}`;
};

const where = (path: string[], what: string) =>
  path.length ? `${path.join(', ')}: ${what}` : what;

/**
 * What is wrong with a boundary, in words ('ring 1 is not closed'), or null when it is a valid
 * Polygon, MultiPolygon, Feature or FeatureCollection of them.
 */
export function boundaryProblem(value: unknown, opts: BoundaryCheckOptions = {}): string | null {
  const crossings = opts.crossings ?? true;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return `must be a GeoJSON Polygon, MultiPolygon, Feature or FeatureCollection, not ${describe(value)}`;
  }
  const o = value as { type?: unknown; features?: unknown; geometry?: unknown };
  if (o.type === 'FeatureCollection') {
    if (!Array.isArray(o.features)) return 'features must be an array of Features';
    if (o.features.length === 0) return 'the FeatureCollection has no features';
    for (let i = 0; i < o.features.length; i++) {
      const p = featureProblem(o.features[i], [`feature ${i + 1}`], crossings);
      if (p) return p;
    }
    return null;
  }
  if (o.type === 'Feature') return featureProblem(value, [], crossings);
  return geometryProblem(value, [], crossings);
}

function featureProblem(f: unknown, path: string[], crossings: boolean): string | null {
  if (!f || typeof f !== 'object' || (f as { type?: unknown }).type !== 'Feature') {
    return where(path, `must be a Feature, not ${describe(f)}`);
  }
  const g = (f as { geometry?: unknown }).geometry;
  if (!g) return where(path, 'has no geometry');
  return geometryProblem(g, path, crossings);
}

function geometryProblem(g: unknown, path: string[], crossings: boolean): string | null {
  const o = (g ?? {}) as { type?: unknown; coordinates?: unknown };
  if (o.type !== 'Polygon' && o.type !== 'MultiPolygon') {
    return where(
      path,
      `${describe(g)} is not accepted; only Polygon and MultiPolygon (or Features of them) are`,
    );
  }
  if (!Array.isArray(o.coordinates) || o.coordinates.length === 0) {
    return where(path, `the ${o.type} has no coordinates`);
  }
  if (o.type === 'Polygon') return polygonProblem(o.coordinates, path, crossings);
  for (let i = 0; i < o.coordinates.length; i++) {
    const poly = o.coordinates[i];
    const at = [...path, `polygon ${i + 1}`];
    if (!Array.isArray(poly) || poly.length === 0) return where(at, 'has no rings');
    const p = polygonProblem(poly, at, crossings);
    if (p) return p;
  }
  return null;
}

function polygonProblem(rings: unknown[], path: string[], crossings: boolean): string | null {
  const clean: Position[][] = [];
  for (let r = 0; r < rings.length; r++) {
    const p = ringProblem(rings[r], [...path, `ring ${r + 1}`]);
    if (typeof p === 'string') return p;
    clean.push(p);
  }
  if (crossings) {
    const hit = polygonCrossing(clean);
    if (hit) {
      const [r1, r2, at] = hit;
      const what = r1 === r2 ? 'crosses itself' : `crosses ring ${Math.min(r1, r2) + 1}`;
      const ring = `ring ${Math.max(r1, r2) + 1}`;
      return `${[...path, ring].join(', ')} ${what} near [${round(at[0])}, ${round(at[1])}]`;
    }
  }
  for (let r = 0; r < clean.length; r++) {
    if (signedArea(clean[r]) === 0)
      return `${[...path, `ring ${r + 1}`].join(', ')} encloses no area`;
  }
  return null;
}

function positionProblem(pos: unknown, n: number): string | null {
  if (
    !Array.isArray(pos) ||
    pos.length < 2 ||
    pos.length > 3 ||
    !pos.every((c) => typeof c === 'number' && Number.isFinite(c))
  ) {
    return `position ${n} is not a [longitude, latitude] pair of numbers`;
  }
  const [lng, lat] = pos as number[];
  if (lng < -180 || lng > 180) return `position ${n} has longitude ${lng}, outside -180..180`;
  if (lat < -90 || lat > 90) return `position ${n} has latitude ${lat}, outside -90..90`;
  return null;
}

/** What is wrong with one ring, or the ring without repeated consecutive positions. */
function ringProblem(ring: unknown, path: string[]): string | Position[] {
  const name = path.join(', ');
  if (!Array.isArray(ring)) return `${name} is not an array of positions`;
  for (let i = 0; i < ring.length; i++) {
    const p = positionProblem(ring[i], i + 1);
    if (p) return `${name}, ${p}`;
  }
  const pts = ring as Position[];
  if (pts.length < 4) {
    return `${name} has ${pts.length} position${pts.length === 1 ? '' : 's'}; a ring needs at least 4 (the last repeating the first)`;
  }
  const first = pts[0];
  const last = pts[pts.length - 1];
  if (first[0] !== last[0] || first[1] !== last[1]) {
    return `${name} is not closed (the last position must repeat the first)`;
  }
  // Repeated consecutive positions are harmless; drop them before looking at the shape.
  const clean = pts.filter((q, i) => i === 0 || q[0] !== pts[i - 1][0] || q[1] !== pts[i - 1][1]);
  if (clean.length < 4) return `${name} encloses no area`;
  return clean;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

function signedArea(ring: Position[]): number {
  let s = 0;
  for (let i = 1; i < ring.length; i++) {
    s += ring[i - 1][0] * ring[i][1] - ring[i][0] * ring[i - 1][1];
  }
  return s / 2;
}

const orient = (a: Position, b: Position, c: Position) => {
  const v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
};

const within = (a: Position, b: Position, c: Position) =>
  Math.min(a[0], b[0]) <= c[0] &&
  c[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= c[1] &&
  c[1] <= Math.max(a[1], b[1]);

/**
 * Where segments a-b and c-d meet in a way a simple ring forbids: a proper crossing, or an
 * overlap along a common line. Two segments that only touch at a point are let through
 * (self-touching rings occur in real boundary files and do not trouble point-in-polygon).
 */
function crossing(a: Position, b: Position, c: Position, d: Position): Position | null {
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 * o2 < 0 && o3 * o4 < 0) {
    const den = (b[0] - a[0]) * (d[1] - c[1]) - (b[1] - a[1]) * (d[0] - c[0]);
    const t = ((c[0] - a[0]) * (d[1] - c[1]) - (c[1] - a[1]) * (d[0] - c[0])) / den;
    return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
  }
  if (o1 === 0 && o2 === 0) {
    // Collinear: an overlap longer than a point is a fold of the ring back over itself.
    const inside = [c, d]
      .filter((p) => within(a, b, p))
      .concat([a, b].filter((p) => within(c, d, p)));
    const distinct = inside.filter(
      (p, i) => inside.findIndex((q) => q[0] === p[0] && q[1] === p[1]) === i,
    );
    if (distinct.length >= 2) return distinct[0];
  }
  return null;
}

/**
 * The first place where the closed rings of one polygon (no repeated consecutive positions) cross
 * themselves or each other: [ring, other ring, point], or null.
 */
export function polygonCrossing(rings: Position[][]): [number, number, Position] | null {
  const segs: { r: number; i: number; a: Position; b: Position; left: number; right: number }[] =
    [];
  rings.forEach((ring, r) => {
    for (let i = 0; i < ring.length - 1; i++) {
      const a = ring[i];
      const b = ring[i + 1];
      segs.push({ r, i, a, b, left: Math.min(a[0], b[0]), right: Math.max(a[0], b[0]) });
    }
  });
  // Sweep over the segments by their left end: only segments whose x-ranges overlap are compared.
  segs.sort((x, y) => x.left - y.left);
  const active: typeof segs = [];
  for (const sg of segs) {
    for (let k = active.length - 1; k >= 0; k--) {
      const o = active[k];
      if (o.right < sg.left) {
        active.splice(k, 1);
        continue;
      }
      const n = rings[sg.r].length - 1; // segments of the ring
      const d = Math.abs(sg.i - o.i);
      if (o.r === sg.r && (d === 1 || d === n - 1)) {
        // Neighbours share an end point by construction (the first and last segment too), but
        // they may still fold back over each other. p ends where q starts.
        const wraps = d === n - 1;
        const [p, q] = wraps ? (sg.i === 0 ? [o, sg] : [sg, o]) : sg.i < o.i ? [sg, o] : [o, sg];
        if (
          orient(p.a, q.a, q.b) === 0 &&
          (p.a[0] - q.a[0]) * (q.b[0] - q.a[0]) + (p.a[1] - q.a[1]) * (q.b[1] - q.a[1]) > 0
        ) {
          return [sg.r, sg.r, q.a];
        }
        continue;
      }
      const hit = crossing(sg.a, sg.b, o.a, o.b);
      if (hit) return [o.r, sg.r, hit];
    }
    active.push(sg);
  }
  return null;
}
