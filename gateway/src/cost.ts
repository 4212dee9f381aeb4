// Over 300 lines: the cost model of every root and list field, one rule per case.
// The estimated cost of an operation, following the data: a list field multiplies the cost of
// what it selects by its estimated size (or its real page size), so nested lists multiply; an
// expensive field (a search) adds its own cost; an object type reached again through a list on
// the same path (products -> zone -> products) is a cycle and is refused outright. Pure, no I/O:
// it runs on every request before anything is resolved.
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isListType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** An argument whose value comes from a variable the caller did not send (known only later). */
export const UNKNOWN = Symbol('unknown');

export type Args = Record<string, unknown>;
type Estimate = number | ((args: Args) => number);

export interface CostTable {
  /** Estimated items of a list field, by `Type.field`. */
  listSizes: Record<string, Estimate>;
  /** Items of a list field that the table does not name. */
  defaultListSize: number;
  /** Page size of a connection field (one with a `first` or `last` argument) without either. */
  defaultPageSize: number;
  /** Largest page a connection answers (bigger `first` values are refused by the resolver). */
  maxPageSize: number;
  /** Cost of one call of a field, by `Type.field` (upstream work: a search, a maps call). */
  fieldCosts: Record<string, Estimate>;
  /** Cost of a Query or Mutation field that `fieldCosts` does not name. */
  defaultRootFieldCost: number;
  /** How often one type may be entered through a list on one path (1: never again). */
  maxListTypeRepeats: number;
  /** Largest accepted cost. */
  maxCost: number;
}

export interface CostResult {
  cost: number;
  /** `Type.field` path of a cycle through lists, when one was found. */
  cycle?: string;
}

class TooCostly extends Error {}
class CycleFound extends Error {}

/** Estimates an operation's cost; without `variables`, every variable counts at its worst. */
export function estimateCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  table: CostTable,
  opts: { operationName?: string | null; variables?: Record<string, unknown> | null } = {},
): CostResult {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = opts.operationName
    ? operations.find((o) => o.name?.value === opts.operationName)
    : operations[0];
  if (!operation) return { cost: 0 };
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

  // Variable values: sent, else their default; else absent when the request's variables are
  // given, and UNKNOWN (counted at their worst) when they are not (a document checked alone).
  const variables: Record<string, unknown> = {};
  for (const v of operation.variableDefinitions ?? []) {
    const name = v.variable.name.value;
    const sent = opts.variables?.[name];
    variables[name] =
      sent !== undefined
        ? sent
        : v.defaultValue
          ? literal(v.defaultValue, {})
          : opts.variables
            ? undefined
            : UNKNOWN;
  }
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!root) return { cost: 0 };

  // Every field visited adds at least 1 to the cost, so counting visits bounds the work of the
  // estimate itself (fragments spread many times cannot make it slow).
  let visits = 0;

  const included = (node: {
    directives?: readonly {
      name: { value: string };
      arguments?: readonly { name: { value: string }; value: ValueNode }[];
    }[];
  }) => {
    for (const d of node.directives ?? []) {
      if (d.name.value !== 'skip' && d.name.value !== 'include') continue;
      const arg = d.arguments?.find((a) => a.name.value === 'if');
      const value = arg ? literal(arg.value, variables) : UNKNOWN;
      if (value === UNKNOWN) continue; // counted as included: the worst case
      if (d.name.value === 'skip' && value === true) return false;
      if (d.name.value === 'include' && value === false) return false;
    }
    return true;
  };

  const applies = (typeCondition: string | undefined, type: GraphQLObjectType) => {
    if (!typeCondition || typeCondition === type.name) return true;
    const cond = schema.getType(typeCondition);
    return !!cond && isAbstractType(cond) && schema.isSubType(cond, type);
  };

  /** The fields selected on `type`, merged by response key (as execution merges them). */
  const collect = (
    type: GraphQLObjectType,
    sets: readonly SelectionSetNode[],
    into = new Map<string, FieldNode[]>(),
    seen = new Set<string>(),
  ) => {
    for (const set of sets) {
      for (const sel of set.selections) {
        if (!included(sel)) continue;
        if (sel.kind === Kind.FIELD) {
          const key = sel.alias?.value ?? sel.name.value;
          const list = into.get(key);
          if (list) list.push(sel);
          else into.set(key, [sel]);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          if (applies(sel.typeCondition?.name.value, type))
            collect(type, [sel.selectionSet], into, seen);
        } else {
          const name = sel.name.value;
          const fragment = fragments.get(name);
          if (seen.has(name) || !fragment) continue;
          seen.add(name);
          if (applies(fragment.typeCondition.name.value, type))
            collect(type, [fragment.selectionSet], into, seen);
        }
      }
    }
    return into;
  };

  const estimate = (e: Estimate | undefined, args: Args) =>
    e === undefined ? undefined : typeof e === 'number' ? e : e(args);

  /** The cost of a selection on a type; `trail` counts the types entered through lists. */
  const selectionCost = (
    type: GraphQLObjectType,
    sets: readonly SelectionSetNode[],
    trail: Map<string, number>,
    path: string[],
    pageSize: number | undefined,
  ): number => {
    let total = 0;
    for (const nodes of collect(type, sets).values()) {
      const node = nodes[0]!;
      const name = node.name.value;
      if (++visits > table.maxCost) throw new TooCostly();
      if (name.startsWith('__')) continue; // __typename; introspection has its own depth rule
      const field = type.getFields()[name];
      if (!field) continue;
      total += fieldCost(type, field, nodes, trail, path, pageSize);
    }
    return total;
  };

  const fieldCost = (
    parent: GraphQLObjectType,
    field: GraphQLField<unknown, unknown>,
    nodes: FieldNode[],
    trail: Map<string, number>,
    path: string[],
    parentPageSize: number | undefined,
  ): number => {
    const coordinate = `${parent.name}.${field.name}`;
    const args = argumentValues(field, nodes[0]!, variables);
    const isRoot = parent === root;
    const own =
      estimate(table.fieldCosts[coordinate], args) ?? (isRoot ? table.defaultRootFieldCost : 1);
    const isList = isListType(getNullableType(field.type));
    const named = getNamedType(field.type);

    // A connection's page size applies to the lists of the connection object (edges, nodes).
    const paged = field.args.some((a) => a.name === 'first' || a.name === 'last');
    const pageSize = paged ? pageSizeOf(args, table) : undefined;
    // A plain list with `first` (hauler.regions(first: 5)) counts `first` items when given.
    const limited = isList && paged && typeof args.first === 'number' ? pageSize : undefined;
    const size = isList
      ? Math.max(
          0,
          limited ??
            estimate(table.listSizes[coordinate], args) ??
            parentPageSize ??
            table.defaultListSize,
        )
      : 1;

    if (!isCompositeType(named)) return isList ? own * Math.max(1, size) : own;

    const here = [...path, field.name];
    let nextTrail = trail;
    if (isList) {
      const seen = (trail.get(named.name) ?? 0) + 1;
      if (seen > table.maxListTypeRepeats) {
        throw new CycleFound(`${here.join('.')} (${named.name} again through a list)`);
      }
      nextTrail = new Map(trail).set(named.name, seen);
    }
    const sets = nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));
    const types = isObjectType(named) ? [named] : schema.getPossibleTypes(named);
    let child = 0;
    for (const t of types)
      child = Math.max(
        child,
        selectionCost(t, sets, nextTrail, here, isList ? undefined : pageSize),
      );
    return own + size * child;
  };

  try {
    const rootSets = [operation.selectionSet];
    return { cost: selectionCost(root, rootSets, new Map(), [], undefined) };
  } catch (err) {
    if (err instanceof CycleFound) return { cost: Infinity, cycle: err.message };
    if (err instanceof TooCostly) return { cost: Infinity };
    throw err;
  }
}

function pageSizeOf(args: Args, table: CostTable): number {
  const n = args.first ?? args.last;
  if (n === UNKNOWN) return table.maxPageSize;
  if (typeof n !== 'number') return table.defaultPageSize;
  return Math.min(Math.max(0, n), table.maxPageSize);
}

/** A literal's value, with variables resolved (UNKNOWN when not sent and without default). */
function literal(value: ValueNode, variables: Record<string, unknown>): unknown {
  switch (value.kind) {
    case Kind.VARIABLE:
      return value.name.value in variables ? variables[value.name.value] : UNKNOWN;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(value.value);
    case Kind.STRING:
    case Kind.ENUM:
      return value.value;
    case Kind.BOOLEAN:
      return value.value;
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return value.values.map((v) => literal(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        value.fields.map((f) => [f.name.value, literal(f.value, variables)]),
      );
  }
}

/** The field's arguments as given (defaults of the schema filled in). */
function argumentValues(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
): Args {
  const args: Args = {};
  for (const def of field.args) {
    const given = node.arguments?.find((a) => a.name.value === def.name);
    const value = given ? literal(given.value, variables) : undefined;
    args[def.name] = value === undefined ? def.defaultValue : value;
  }
  return args;
}

/** The refusal of an operation over the limit (or with a cycle through lists). */
export function tooCostly(result: CostResult, maxCost: number): GraphQLError {
  const message = result.cycle
    ? `The query nests a list inside itself: ${result.cycle}. Select it once and use ids instead.`
    : Number.isFinite(result.cost)
      ? `The query is too costly: estimated cost ${Math.ceil(result.cost)} exceeds ${maxCost}. Lists multiply what they select: ask for fewer fields, smaller pages or fewer aliases.`
      : `The query is too costly: its estimated cost exceeds ${maxCost}. Lists multiply what they select: ask for fewer fields, smaller pages or fewer aliases.`;
  return new GraphQLError(message, {
    extensions: {
      code: 'QUERY_TOO_COSTLY',
      maxCost,
      ...(Number.isFinite(result.cost) ? { cost: Math.ceil(result.cost) } : {}),
      http: { status: 400 },
    },
  });
}
