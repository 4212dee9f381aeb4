// Registers every REST resource of docs/decisions.md#calls. One file per resource.
import type { FastifyInstance } from 'fastify';
import { addRecordSchemas } from '../schemas/responses.ts';

/** Registers the record routes. */
export async function registerRoutes(app: FastifyInstance) {
  // The shared record schemas of the response schemas (`$ref: 'Hauler#'`).
  addRecordSchemas(app);
  // Resources are added here as they are built (one plugin per resource file).
  await app.register((await import('./maps.ts')).mapsRoutes);
  await app.register((await import('./search.ts')).searchRoutes);
  await app.register((await import('./availability-calc.ts')).availabilityCalcRoutes);
  await app.register((await import('../jobs/plugin.ts')).jobsPlugin);
  await app.register((await import('./geometry.ts')).geometryRoutes);
  await app.register((await import('./netsuite.ts')).netsuiteRoutes);
  await app.register((await import('./models.ts')).modelRoutes);
  await app.register((await import('./regions.ts')).regionRoutes);
  await app.register((await import('./exceptions.ts')).exceptionRoutes);
  await app.register((await import('./availability.ts')).availabilityRoutes);
  await app.register((await import('./collections.ts')).collectionRoutes);
  await app.register((await import('./lookups.ts')).lookupRoutes);
  await app.register((await import('./user.ts')).userRoutes);
}
