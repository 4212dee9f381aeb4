// Pure quote rules of the gateway (no I/O); what the web shows too lives in shared/quote (@shared/quote/…).
export * from './address.ts';
export * from './ancillaries.ts';
export * from './availability.ts';
export * from './customerPrice.ts';
export * from './exceptions.ts';
export * from './fills.ts';
export type * from './types.ts';
