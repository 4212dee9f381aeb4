// Drizzle schema: the tables of the main API. One set of migrations for PGlite and PostgreSQL
// (regenerate with `npm run db:generate` after a change here).
// The tables live in tables/, one file per part of the product; this index is what the code
// imports and what drizzle-kit reads.
export * from './tables/auth.ts';
export * from './tables/network.ts';
export * from './tables/pricing.ts';
export * from './tables/notes.ts';
export * from './tables/availability.ts';
export * from './tables/customers.ts';
export * from './tables/system.ts';
