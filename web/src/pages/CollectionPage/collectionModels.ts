// The models of /:model/collection and their screen titles.
export const COLLECTION_MODELS = {
  haulers: { title: 'Haulers', description: 'Every hauler partner. Click a name to open it.' },
  markets: { title: 'Markets', description: 'Every market. Click a name to open it.' },
  'geo-notes': {
    title: 'Geo Notes',
    description: 'Coloured map areas with a note shown on quotes inside them.',
  },
} as const;

export type CollectionModel = keyof typeof COLLECTION_MODELS;

/** Whether `model` is one of the collections. */
export const isCollectionModel = (model: string | undefined): model is CollectionModel =>
  !!model && Object.hasOwn(COLLECTION_MODELS, model);

/** The route query's variables: which of the three lists to load. */
export const collectionVariables = (model: CollectionModel) => ({
  haulers: model === 'haulers',
  markets: model === 'markets',
  geoNotes: model === 'geo-notes',
});
