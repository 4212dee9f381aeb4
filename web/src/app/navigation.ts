// Top-bar entries (docs/decisions.md#routes-and-screens) and who sees them: an entry is shown exactly when its
// route admits the user (docs/decisions.md#access), using the same rule table as the route guard.
import { allows, routeAccess, rules, type AccessSubject, type AnyOf } from '@shared/auth/access.ts';

export interface NavEntry {
  label: string;
  to?: string;
  href?: string;
  action?: 'logout';
  rule: AnyOf;
}

/** Every entry of the top bar, in display order. */
export const navigation: readonly NavEntry[] = [
  { label: 'Quote search', to: '/quote', rule: routeAccess['/quote'] },
  { label: 'Alerts', to: '/alerts', rule: routeAccess['/alerts'] },
  { label: 'Exception Report', to: '/exception-report', rule: routeAccess['/exception-report'] },
  {
    label: 'Availability Report',
    to: '/availability-report',
    rule: routeAccess['/availability-report'],
  },
  // The collections (Super Admin; tabs there switch between haulers, markets and geo notes).
  { label: 'Collections', to: '/haulers/collection', rule: routeAccess['/:model/collection'] },
  // Search history is the user's own (any logged-in user); the quote page shows the last 5.
  { label: 'Search History', to: '/quote#search-history', rule: routeAccess['/quote'] },
  { label: 'Feedback', to: '/feedback', rule: routeAccess['/feedback'] },
  { label: 'Help', href: '/docs/', rule: routeAccess['/docs/'] },
  { label: 'Logout', action: 'logout', rule: rules.loggedIn },
];

/** The entries the subject may see; none without a session. */
export function visibleEntries(subject: AccessSubject | null | undefined): NavEntry[] {
  return navigation.filter((e) => allows(subject, e.rule));
}

/** 'Ada (Int)' for internal staff, 'hauler1 (Haul)' otherwise; first name, else username. */
export function displayName(user: {
  firstName?: string | null;
  username: string;
  internal: boolean;
}): string {
  const name = user.firstName?.trim() || user.username;
  return `${name} ${user.internal ? '(Int)' : '(Haul)'}`;
}
