// Geometry from offline data (us-atlas, zipcodes), GeoJSON operations over @turf/turf, and the
// boundary validator.
export * from './states.ts';
export * from './atlas.ts';
export * from './zips.ts';
export * from './ops.ts';
export * from './terms.ts';
export * from './validate.ts';
