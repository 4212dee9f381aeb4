// Sign-in mutations run at most once per request: otherwise one request could try twenty
// passwords through aliases (`a: login(...) b: login(...)`), each counted as one request.
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { badInput } from '../errors.ts';

/** How often the operation selects the root field `name` (aliases and fragments included). */
export function rootFieldCount(info: GraphQLResolveInfo, name: string): number {
  const seen = new Set<string>();
  const count = (set: SelectionSetNode): number => {
    let n = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) n += sel.name.value === name ? 1 : 0;
      else if (sel.kind === Kind.INLINE_FRAGMENT) n += count(sel.selectionSet);
      else {
        const fragment = info.fragments[sel.name.value];
        if (fragment && !seen.has(sel.name.value)) {
          seen.add(sel.name.value);
          n += count(fragment.selectionSet);
        }
      }
    }
    return n;
  };
  return count(info.operation.selectionSet);
}

/** Throws BAD_USER_INPUT when the operation selects the root field `name` more than once. */
export function onlyOncePerRequest(info: GraphQLResolveInfo, name: string): void {
  if (rootFieldCount(info, name) > 1) {
    throw badInput(`Send one ${name} per request: this document asks for several`);
  }
}
