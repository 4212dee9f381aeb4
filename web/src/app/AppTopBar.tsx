import { graphql, useFragment } from 'react-relay/hooks';
import { TopBar, type TopBarEntry } from '../ui/TopBar.tsx';
import type { AppTopBar_viewer$key } from './__generated__/AppTopBar_viewer.graphql.ts';
import { displayName, type NavEntry } from './navigation.ts';

/** The top bar for the logged-in viewer: their name and the entries their roles allow. */
export function AppTopBar({
  viewer,
  entries,
  onLogout,
}: {
  viewer: AppTopBar_viewer$key;
  entries: NavEntry[];
  onLogout: () => void;
}) {
  const user = useFragment(
    graphql`
      fragment AppTopBar_viewer on Viewer {
        firstName
        username
        internal
      }
    `,
    viewer,
  );
  const items: TopBarEntry[] = entries.map((e) =>
    e.action === 'logout'
      ? { label: e.label, onSelect: onLogout }
      : { label: e.label, to: e.to, href: e.href },
  );
  const userLabel = displayName({
    firstName: user.firstName,
    username: user.username,
    internal: user.internal,
  });
  return <TopBar userLabel={userLabel} entries={items} />;
}
