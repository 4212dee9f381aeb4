// Notes linked to haulers, zones and pricing records.
import { crudMutations, loadIds, nodeThrough, auditNames } from '../../../relay/records.ts';
import type { NoteRecord } from '../../../rest/dto.ts';
import type * as G from '../../resolvers.generated.ts';
import { restFieldsFor, type FieldResolvers } from '../../typed.ts';
import type { Domain } from '../../types.ts';

const Note = {
  ...auditNames,
  ...restFieldsFor<NoteRecord, G.Note>()(['name', 'createdAt', 'updatedAt']),
  description: (n) => n.description ?? '',
  haulers: (n, _, { loaders }) => loadIds(loaders.haulerById, n.haulers),
  zones: (n, _, { loaders }) => loadIds(loaders.serviceAreaById, n.service_areas),
  rolloffPricing: (n, _, { loaders }) => loadIds(loaders.rolloffPricingById, n.rolloff_pricing),
} satisfies FieldResolvers<G.Note, NoteRecord>;

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

const domain = {
  resolvers: {
    Mutation: { createNote: crud.create, updateNote: crud.update, deleteNote: crud.remove },
    Note,
  },
  nodes: { Note: nodeThrough((c) => c.loaders.noteById) },
} satisfies Domain;
export default domain;
