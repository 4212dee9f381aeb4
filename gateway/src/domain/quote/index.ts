// Pure quote rules shared by the gateway and the web app (no I/O).
export * from './money.ts';
export * from './pricing.ts';
export * from './text.ts';
export * from './exceptions.ts';
export * from './availability.ts';
export * from './filters.ts';
export * from './customerPrice.ts';
export * from './address.ts';
export type * from './types.ts';
