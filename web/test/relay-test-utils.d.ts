// The part of relay-test-utils the component tests use (the package ships Flow types only).
declare module 'relay-test-utils' {
  import type {
    ConcreteRequest,
    Environment,
    GraphQLResponse,
    GraphQLTaggedNode,
    OperationDescriptor,
    Variables,
  } from 'relay-runtime';

  export type MockResolvers = Record<
    string,
    (context: unknown, generateId: () => number) => unknown
  >;

  export interface MockFunctions {
    getAllOperations(): OperationDescriptor[];
    getMostRecentOperation(): OperationDescriptor;
    findOperation(find: (op: OperationDescriptor) => boolean): OperationDescriptor;
    queuePendingOperation(query: GraphQLTaggedNode | ConcreteRequest, variables: Variables): void;
    queueOperationResolver(
      resolver: (op: OperationDescriptor) => GraphQLResponse | Error | null | undefined,
    ): void;
    resolve(op: OperationDescriptor, payload: GraphQLResponse): void;
    reject(op: OperationDescriptor, error: Error | string): void;
    resolveMostRecentOperation(
      payload: GraphQLResponse | ((op: OperationDescriptor) => GraphQLResponse),
    ): void;
    rejectMostRecentOperation(error: Error | string | ((op: OperationDescriptor) => Error)): void;
  }

  export interface RelayMockEnvironment extends Environment {
    mock: MockFunctions;
  }

  export function createMockEnvironment(config?: object): RelayMockEnvironment;

  export const MockPayloadGenerator: {
    generate(operation: OperationDescriptor, resolvers?: MockResolvers | null): GraphQLResponse;
  };
}
