// Geometry from offline data (us-atlas, zipcodes) and GeoJSON operations over @turf/turf.
export * from './states.ts';
export * from './atlas.ts';
export * from './zips.ts';
export * from './ops.ts';
export * from './terms.ts';
