// One shared arguments object for every field without arguments. graphql-js (16) builds the
// arguments of each field it resolves with `getArgumentValues`, which makes two prototype-less
// objects (dictionary-mode in V8, about 190 bytes together) even for a field that declares no
// argument; a results query resolves about 1,850 fields, so that was 355 kB of its 2.2 MB of
// garbage and a sixth of its young-generation collections (execute.js says so itself: "TODO:
// find a way to memoize, in case this field is within a List type").
//
// execute.js calls the function through its module's exports object at each field, so replacing
// the export here changes what every execution in this process uses (the gateway's Apollo Server
// and the tests' `graphql()` alike). A field with arguments (or a directive's) gets graphql-js's
// own answer. The shared object is frozen: a resolver that wrote into its arguments would throw
// instead of leaking into the next field. `noArguments.test.ts` fails if graphql-js stops calling
// the export (an upgrade that moves it), so the saving cannot vanish unnoticed.
import * as valuesModule from 'graphql/execution/values.js';

type GetArgumentValues = typeof valuesModule.getArgumentValues;

/** The arguments every field without arguments receives. */
export const NO_ARGUMENTS: Readonly<Record<string, never>> = Object.freeze(Object.create(null));

/** graphql-js's module as execute.js reads it (CommonJS exports; ESM sees it as the default). */
const exportsOf = (): { getArgumentValues: GetArgumentValues } =>
  ((valuesModule as unknown as { default?: unknown }).default ?? valuesModule) as {
    getArgumentValues: GetArgumentValues;
  };

const shared = Symbol('noArguments');

/** Makes graphql-js pass NO_ARGUMENTS to fields without arguments (idempotent). */
export function shareNoArguments(): void {
  const values = exportsOf();
  const original = values.getArgumentValues as GetArgumentValues & { [shared]?: true };
  if (typeof original !== 'function') {
    throw new Error('graphql/execution/values.js has no getArgumentValues export');
  }
  if (original[shared]) return;
  const getArgumentValues: GetArgumentValues = (def, node, variables) =>
    def.args.length === 0 ? NO_ARGUMENTS : original(def, node, variables);
  Object.defineProperty(getArgumentValues, shared, { value: true });
  values.getArgumentValues = getArgumentValues;
}
