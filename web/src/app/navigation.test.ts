import { describe, expect, it } from '@jest/globals';
import { displayName, visibleEntries } from './navigation.ts';

const labels = (roles: string[], permissions: string[] = []) =>
  visibleEntries({ roles, permissions }).map((e) => e.label);

const everyone = ['Quote search', 'Search History', 'Feedback', 'Help', 'Logout'];

describe('top-bar entries per demo user', () => {
  it('shows everything to a Super Admin', () => {
    expect(labels(['Super Admin'])).toEqual([
      'Quote search',
      'Alerts',
      'Exception Report',
      'Availability Report',
      'Collections',
      'Search History',
      'Feedback',
      'Help',
      'Logout',
    ]);
  });
  it('shows the logged-in entries to B2B Sales, no-role staff, readers and hauler users', () => {
    expect(labels(['B2B Sales'], ['customerpricing:create'])).toEqual(everyone);
    expect(labels([])).toEqual(everyone);
    expect(labels([], ['read:hauler', 'read:alert', 'read:market'])).toEqual(everyone);
  });
  it('shows nothing without a session', () => {
    expect(visibleEntries(null)).toEqual([]);
  });
});

describe('displayName', () => {
  it('uses the first name, else the username, with (Int) or (Haul)', () => {
    expect(displayName({ firstName: 'Ada', username: 'ada', internal: true })).toBe('Ada (Int)');
    expect(displayName({ firstName: null, username: 'hauler1', internal: false })).toBe(
      'hauler1 (Haul)',
    );
    expect(displayName({ firstName: ' ', username: 'sam', internal: true })).toBe('sam (Int)');
  });
});
