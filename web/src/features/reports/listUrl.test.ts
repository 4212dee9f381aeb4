import { describe, expect, it } from '@jest/globals';
import { readListState, writeListState } from './listUrl.ts';
import {
  alertListSpec,
  availabilitySpec,
  availabilityVariables,
  exceptionListSpec,
  exceptionListVariables,
  routeVariables,
} from './reportLists.ts';

const read = (qs: string, spec = availabilitySpec) => readListState(new URLSearchParams(qs), spec);

describe('list state in the URL', () => {
  it('an empty query string is the list defaults, and the defaults write nothing', () => {
    expect(read('')).toEqual(availabilitySpec.defaults);
    expect(writeListState(availabilitySpec.defaults, availabilitySpec).toString()).toBe('');
    expect(writeListState(alertListSpec.defaults, alertListSpec).toString()).toBe('');
  });

  it('writes only what differs, and reads it back to the same state', () => {
    const state = {
      search: 'acme',
      orderBy: 'haulerName',
      direction: 'desc' as const,
      page: 3,
      filters: {
        ...availabilitySpec.defaults.filters,
        active: false,
        territory: 'West',
        mustCall: true,
      },
    };
    const qs = writeListState(state, availabilitySpec).toString();
    expect(qs).toBe('q=acme&active=0&territory=West&mustCall=1&sort=haulerName&dir=desc&page=3');
    expect(read(qs)).toEqual(state);
  });

  it('reads unknown sorts, territories, flags, enum values and bad pages as the defaults', () => {
    const s = read('sort=password&dir=sideways&territory=Mars&noService=yes&page=-2');
    expect(s).toEqual(availabilitySpec.defaults);
    expect(read('page=2.5').page).toBe(1);
    const e = readListState(new URLSearchParams('type=bogus&reason=Billing'), exceptionListSpec);
    expect(e.filters).toEqual({ ...exceptionListSpec.defaults.filters, reason: 'Billing' });
  });

  it('a direction change alone on the default sort is kept', () => {
    const state = { ...alertListSpec.defaults, direction: 'asc' as const };
    const qs = writeListState(state, alertListSpec).toString();
    expect(qs).toBe('sort=updatedAt&dir=asc');
    expect(readListState(new URLSearchParams(qs), alertListSpec)).toEqual(state);
  });
});

describe('route variables', () => {
  it('the availability report asks for the URL state, page 2 starting after row 20', () => {
    expect(
      routeVariables(
        'http://x/availability-report?daysOut=1&sort=lastSavedAt&page=2',
        availabilitySpec,
        availabilityVariables,
      ),
    ).toEqual({
      active: true,
      territory: null,
      noService: null,
      mustCall: null,
      window: null,
      daysOut: true,
      haulerSearch: null,
      orderBy: 'lastSavedAt',
      direction: 'asc',
      first: 20,
      after: btoa('offset:19'),
    });
  });

  it('the exception report sends the hauler search and enum filters', () => {
    const v = routeVariables(
      'http://x/exception-report?q=acm&type=closure&endType=permanent&tab=bulk',
      exceptionListSpec,
      exceptionListVariables,
    );
    expect(v).toMatchObject({ hauler: 'acm', type: 'closure', endType: 'permanent', reason: null });
  });
});
