import { describe, expect, it } from '@jest/globals';
import { allows, canCreateCustomerPricing, isAdmin, routeAccess, rules } from './access.ts';

const admin = { roles: ['Super Admin'], permissions: [] };
const sales = { roles: ['B2B Sales'], permissions: ['customerpricing:create'] };
const staff = { roles: [], permissions: [] };
const reader = { roles: [], permissions: ['read:hauler', 'read:alert', 'read:market'] };

describe('allows', () => {
  it('never admits a caller without a session', () => {
    expect(allows(null, rules.loggedIn)).toBe(false);
    expect(allows(undefined, rules.superAdmin)).toBe(false);
  });
  it('admits any session user to logged-in routes', () => {
    for (const u of [admin, sales, staff, reader])
      expect(allows(u, routeAccess['/quote'])).toBe(true);
    expect(allows(staff, routeAccess['/feedback'])).toBe(true);
  });
  it('needs one of the listed roles or permissions', () => {
    expect(allows(admin, routeAccess['/exception-report'])).toBe(true);
    expect(allows(reader, routeAccess['/exception-report'])).toBe(false);
    expect(allows(reader, routeAccess['/haulers/:id'])).toBe(true);
    expect(allows(reader, routeAccess['/alerts/:id'])).toBe(true);
    expect(allows(staff, routeAccess['/haulers/:id'])).toBe(false);
    expect(allows(sales, routeAccess['/markets/:id'])).toBe(false);
  });
  it('keeps the alert list, reports and collections to Super Admin', () => {
    for (const p of [
      '/alerts',
      '/exception-report',
      '/availability-report',
      '/:model/collection',
    ] as const) {
      expect(allows(admin, routeAccess[p])).toBe(true);
      expect(allows(reader, routeAccess[p])).toBe(false);
      expect(allows(sales, routeAccess[p])).toBe(false);
    }
  });
});

describe('special rules', () => {
  it('admin flag is Super Admin', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(reader)).toBe(false);
  });
  it('customer pricing needs the role, the permission and the flag', () => {
    expect(canCreateCustomerPricing(sales, true)).toBe(true);
    expect(canCreateCustomerPricing(sales, false)).toBe(false);
    expect(canCreateCustomerPricing({ roles: ['B2B Sales'], permissions: [] }, true)).toBe(false);
    expect(
      canCreateCustomerPricing({ roles: [], permissions: ['customerpricing:create'] }, true),
    ).toBe(false);
    expect(canCreateCustomerPricing(admin, true)).toBe(false);
  });
});
