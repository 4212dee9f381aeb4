// Geo notes: coloured map areas; the list and mutations.
import { connectionFromRest, type ConnectionArgs } from '../../../relay/connection.ts';
import {
  crudMutations,
  flag,
  requiredIdArg,
  nodeThrough,
  orNull,
  withPageSize,
  auditNames,
  snakeCase,
} from '../../../relay/records.ts';
import type { GeoNoteRecord } from '../../../rest/dto.ts';
import type * as G from '../../resolvers.generated.ts';
import { restFieldsFor, type FieldResolvers } from '../../typed.ts';
import type { Domain, Resolver } from '../../types.ts';

type SortedSearch = { search?: string | null; orderBy?: string | null; direction?: string | null };

const GeoNote = {
  ...auditNames,
  ...restFieldsFor<GeoNoteRecord, G.GeoNote>()([
    'name',
    'description',
    'boundaries',
    'createdAt',
    'updatedAt',
  ]),
  active: (g) => flag(g.active),
  color: (g) => g.color,
} satisfies FieldResolvers<G.GeoNote, GeoNoteRecord>;

const geoNotes: Resolver<unknown, ConnectionArgs & SortedSearch> = (_, a, { rest }) =>
  connectionFromRest(withPageSize(a, 10), (page, perPage) =>
    rest.records.geoNotes.list({
      page,
      per_page: perPage,
      sort: snakeCase(a.orderBy ?? 'name'),
      sort_order: a.direction === 'desc' ? 'desc' : 'asc',
      ...(a.search?.trim() ? { field: 'name', operator: 'ilike', value: a.search.trim() } : {}),
    }),
  );

const geoNote: Resolver<unknown, { id: string }> = (_, { id }, { loaders }) =>
  orNull(loaders.geoNoteById.load(requiredIdArg(id, 'GeoNote')));

const crud = crudMutations({
  type: 'GeoNote',
  field: 'geoNote',
  client: (ctx) => ctx.rest.records.geoNotes,
  loader: (ctx) => ctx.loaders.geoNoteById,
  required: ['name', 'description', 'color'],
});

const domain = {
  resolvers: {
    Query: { geoNote, geoNotes },
    Mutation: {
      createGeoNote: crud.create,
      updateGeoNote: crud.update,
      deleteGeoNote: crud.remove,
    },
    GeoNote,
    // Enum values are the stored colours.
    GeoNoteColor: { red: '#ff0000', yellow: '#fff000', orange: '#ffa500', green: '#00ff00' },
  },
  nodes: { GeoNote: nodeThrough((c) => c.loaders.geoNoteById) },
} satisfies Domain;
export default domain;
