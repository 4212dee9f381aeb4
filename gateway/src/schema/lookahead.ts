// What a field's own selection asks for below it, read from the document before its resolver
// fetches: a resolver can then leave out of an upstream call what no one will read.
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The answers of `selectsAny`, by field node and names (documents are parsed once and kept). */
const memo = new WeakMap<FieldNode, Map<ReadonlySet<string>, boolean>>();

/**
 * True when the field being resolved selects, at any depth and through fragments, a field named
 * one of `names` (whatever its type: a false yes only costs the data left in).
 */
export function selectsAny(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  names: ReadonlySet<string>,
): boolean {
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean => {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) {
        if (names.has(s.name.value) || visit(s.selectionSet)) return true;
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        if (visit(s.selectionSet)) return true;
      } else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        if (visit(info.fragments[s.name.value]?.selectionSet)) return true;
      }
    }
    return false;
  };
  return info.fieldNodes.some((node) => {
    let byNames = memo.get(node);
    if (!byNames) memo.set(node, (byNames = new Map()));
    let answer = byNames.get(names);
    if (answer === undefined) {
      answer = visit(node.selectionSet);
      byNames.set(names, answer);
    }
    return answer;
  });
}
