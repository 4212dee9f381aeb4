// The one Relay environment of the app.
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { fetchGraphQL } from './network.ts';

/** Creates a Relay environment over the persisted-query network layer. */
export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL),
    // Keep recently released route queries so back/forward renders from the store.
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
  });
}

/** The environment shared by the router's loaders and the React tree. */
export const environment = createEnvironment();
