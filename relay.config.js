// relay-compiler's configuration. Named exports (not a default export) because relay-compiler
// loads this file with require(), which sees an ES module's named exports.
export const src = './web/src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'];
export const persistConfig = { file: './web/persisted-queries.json', algorithm: 'SHA256' };
