// The offline maps service stand-in (Google's paths and shapes, answered from registry data).
export * from './places.ts';
export * from './service.ts';
