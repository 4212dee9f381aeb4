// relay-compiler reads this from the repository root.
export default {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  persistConfig: {
    file: './web/persisted-queries.json',
    algorithm: 'SHA256',
  },
};
