import { describe, expect, test } from '@jest/globals';
import { accessRules, judge } from './access-rules.ts';

const admin = { roles: ['Super Admin'], permissions: [] };
const sales = { roles: ['B2B Sales'], permissions: ['customerpricing:create'] };
const salesOnly = { roles: ['B2B Sales'], permissions: [] };
const reader = { roles: [], permissions: ['read:hauler', 'read:alert', 'read:market'] };

describe('the shared access table', () => {
  test('any-of rules: one entry is enough, no session never passes', () => {
    expect(judge(reader, accessRules.readHauler)).toBe('ok');
    expect(judge(admin, accessRules.readMarket)).toBe('ok');
    expect(judge(sales, accessRules.readHauler)).toBe('forbidden');
    expect(judge(null, accessRules.loggedIn)).toBe('unauthenticated');
    expect(judge({ roles: [], permissions: [] }, accessRules.loggedIn)).toBe('ok');
    expect(judge(null, accessRules.public)).toBe('ok');
  });

  test('customer pricing: B2B Sales and customerpricing:create and the flag', () => {
    const on = { customerPricing: true };
    expect(judge(sales, accessRules.customerPricing, on)).toBe('ok');
    expect(judge(admin, accessRules.customerPricing, on)).toBe('forbidden');
    expect(judge(salesOnly, accessRules.customerPricing, on)).toBe('forbidden');
    expect(judge(sales, accessRules.customerPricing, { customerPricing: false })).toBe(
      'featureOff',
    );
    expect(judge(sales, accessRules.customerPricing)).toBe('featureOff');
  });
});
