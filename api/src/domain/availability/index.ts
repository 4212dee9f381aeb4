// Availability rules (docs/decisions.md#availability): pure functions over plain records.
export * from './types.ts';
export * from './exceptions.ts';
export * from './calculate.ts';
