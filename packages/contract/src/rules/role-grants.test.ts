import { describe, expect, it } from 'vitest';
import { forbiddenGrants, mayManageAccount } from './role-grants';

const admin = { groups: ['admin'] };
const manager = { groups: ['manager'] };
const shop = { groups: ['warehouse'] };

describe('forbiddenGrants (docs/rules.md#role-grants)', () => {
  it('lets a manager give and take away warehouse and dropshipping, or leave none', () => {
    expect(forbiddenGrants(manager, { before: [], after: ['warehouse', 'dropshipping'] })).toEqual([]);
    expect(forbiddenGrants(manager, { before: ['warehouse'], after: [] })).toEqual([]);
    expect(forbiddenGrants(manager, { before: [], after: [] })).toEqual([]);
  });

  it('refuses a manager granting or taking away manager or admin, naming those groups', () => {
    expect(forbiddenGrants(manager, { before: [], after: ['warehouse', 'manager'] })).toEqual(['manager']);
    expect(forbiddenGrants(manager, { before: ['admin'], after: [] })).toEqual(['admin']);
    expect(forbiddenGrants(manager, { before: ['manager'], after: ['admin'] }).sort()).toEqual([
      'admin',
      'manager',
    ]);
  });

  it('refuses a manager raising themself: their own manager group may stay, admin may not be added', () => {
    expect(forbiddenGrants(manager, { before: ['manager'], after: ['manager', 'admin'] })).toEqual(['admin']);
    expect(forbiddenGrants(manager, { before: ['manager'], after: ['manager', 'warehouse'] })).toEqual([]);
  });

  it('lets an admin grant and take away any group', () => {
    expect(forbiddenGrants(admin, { before: ['warehouse'], after: ['manager', 'admin'] })).toEqual([]);
    expect(forbiddenGrants(admin, { before: ['admin', 'manager'], after: [] })).toEqual([]);
  });

  it('refuses every change to a customer or a guest', () => {
    expect(forbiddenGrants(shop, { before: [], after: ['dropshipping'] })).toEqual(['dropshipping']);
    expect(forbiddenGrants(null, { before: ['warehouse'], after: ['warehouse'] })).toEqual([]);
    expect(forbiddenGrants(null, { before: ['warehouse'], after: [] })).toEqual(['warehouse']);
  });
});

describe('mayManageAccount (docs/rules.md#role-grants)', () => {
  it('lets a manager manage customers’ accounts but no staff account, their own included', () => {
    expect(mayManageAccount(manager, { groups: [] })).toBe(true);
    expect(mayManageAccount(manager, { groups: ['warehouse', 'dropshipping'] })).toBe(true);
    expect(mayManageAccount(manager, { groups: ['manager'] })).toBe(false);
    expect(mayManageAccount(manager, { groups: ['admin'] })).toBe(false);
  });

  it('lets an admin manage any account and a customer none', () => {
    expect(mayManageAccount(admin, { groups: ['admin'] })).toBe(true);
    expect(mayManageAccount(shop, { groups: [] })).toBe(false);
    expect(mayManageAccount(undefined, { groups: [] })).toBe(false);
  });
});
