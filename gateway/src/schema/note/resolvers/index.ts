// Notes linked to haulers, zones and pricing records.
import {
  crudMutations,
  loadIds,
  nodeThrough,
  restFields,
  auditNames,
} from '../../../relay/records.ts';
import type { RestRecord } from '../../../rest/resource.ts';
import type { Domain, Resolver } from '../../types.ts';

type R = Resolver<RestRecord>;

const Note: Record<string, R> = {
  ...auditNames,
  ...restFields(['name', 'createdAt', 'updatedAt']),
  description: (n) => n.description ?? '',
  haulers: (n, _, { loaders }) => loadIds(loaders.haulerById, n.haulers),
  zones: (n, _, { loaders }) => loadIds(loaders.serviceAreaById, n.service_areas),
  rolloffPricing: (n, _, { loaders }) => loadIds(loaders.rolloffPricingById, n.rolloff_pricing),
};

const crud = crudMutations({
  type: 'Note',
  field: 'note',
  client: (ctx) => ctx.rest.records.notes,
  loader: (ctx) => ctx.loaders.noteById,
  required: ['description'],
  body: {
    idLists: {
      haulerIds: ['Hauler', 'haulers'],
      zoneIds: ['Zone', 'service_areas'],
      rolloffPricingIds: ['RolloffPricing', 'rolloff_pricing'],
    },
  },
});

const domain: Domain = {
  resolvers: {
    Mutation: { createNote: crud.create, updateNote: crud.update, deleteNote: crud.remove },
    Note,
  },
  nodes: { Note: nodeThrough((c) => c.loaders.noteById) },
};
export default domain;
