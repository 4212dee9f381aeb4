// Registers every REST resource of spec sections 7. One file per resource.
import type { FastifyInstance } from 'fastify';

/** Registers the record routes. */
export async function registerRoutes(app: FastifyInstance) {
  // Resources are added here as they are built (one plugin per resource file).
  await app.register((await import('./maps.ts')).mapsRoutes);
}
