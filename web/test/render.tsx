// Renders a component with a Relay fragment the way the app does (Chakra, Relay, a router),
// on a mock Relay environment whose data comes from the test's own wrapper query
// (web/README.md#component-tests).
import { Suspense, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { system } from '../src/app/theme.ts';
import { flash, FlashMessages } from '../src/ui/flash/index.ts';

export interface RenderOptions<Q extends OperationType> {
  /** Mock resolvers by GraphQL type (MockPayloadGenerator); unset fields get generated values. */
  resolvers?: MockResolvers;
  variables?: Q['variables'];
  /** The router's first location (every path renders the component). */
  route?: string;
}

/**
 * Answers `query` (an `@relay_test_operation` query spreading the component's fragment) from
 * `resolvers`, then renders `ui(data)` under the app's providers and its flash messages (none
 * showing at first). The environment holds every later operation (mutations, searches) until
 * the test resolves it.
 */
export function renderWithQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  ui: (data: Q['response']) => ReactNode,
  { resolvers, variables = {}, route = '/' }: RenderOptions<Q> = {},
) {
  flash.clear(); // the app's flash store outlives a test
  const environment = createMockEnvironment();
  environment.mock.queuePendingOperation(query, variables);
  environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, resolvers));
  function Wrapper() {
    return <>{ui(useLazyLoadQuery<Q>(query, variables))}</>;
  }
  // A data router, as the app's (forms guard leaving with useBlocker); `router.state.location`
  // tells where the component navigated.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <FlashMessages />
            <Suspense fallback="Loading">
              <Wrapper />
            </Suspense>
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const user = userEvent.setup();
  const result = render(
    <ChakraProvider value={system}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </ChakraProvider>,
  );
  return { ...result, environment, router, user };
}
