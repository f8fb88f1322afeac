/**
 * The matrix's rows for the admin area (spec section 6 "Admin routes: the three admin roles;
 * entity edit only super_admin and dl_admin_maker; user management (list, create, edit) only
 * super_admin"; DOMAIN.md: deciding a registration request and editing, suspending or
 * reactivating an organisation are platform-scope actions made by dl_admin_maker or super_admin).
 */
import { expect } from 'vitest';
import { registrationRequests, users } from '../../../server/db/schema/index.ts';
import { newEmail } from '../users/support.ts';
import { rowCount } from './contents.ts';
import { row, type Row } from './matrix.ts';
import { cells } from './principals.ts';

const API = '/api/v1';

const SUPER_ADMIN = cells('401 | ok 403 403 | 403 403 | 403 403 | 403 | 403 403 | 403 403');
const PLATFORM_READ = cells('401 | ok ok ok | 403 403 | 403 403 | 403 | 403 403 | 403 403');
const PLATFORM_MAKE = cells('401 | ok ok 403 | 403 403 | 403 403 | 403 | 403 403 | 403 403');

// Columns:                  guest | super maker checker | officer manager | analyst director | newcomer | h.officer h.manager | b.analyst b.director
export const ADMIN_ROWS: Row[] = [
  row({
    op: 'GET /api/v1/admin/users',
    on: 'every user',
    expect: SUPER_ADMIN,
    request: () => ({ method: 'GET', url: `${API}/admin/users` }),
    contents: async (answer, _, ctx) => expect(answer.json().meta.total).toBe(await rowCount(ctx, users)),
  }),
  row({
    op: 'POST /api/v1/admin/users',
    on: 'a new user without roles',
    expect: SUPER_ADMIN,
    request: (_, who) => ({
      method: 'POST',
      url: `${API}/admin/users`,
      body: { name: `Made by ${who}`, email: newEmail(`by-${who}`), is_active: true, roles: [] },
    }),
  }),
  row({
    op: 'GET /api/v1/admin/entity-options',
    on: 'every organisation',
    expect: SUPER_ADMIN,
    request: () => ({ method: 'GET', url: `${API}/admin/entity-options` }),
  }),
  row({
    op: 'GET /api/v1/admin/users/{id}',
    on: 'a user',
    expect: SUPER_ADMIN,
    target: (ctx) => ctx.fx.user(),
    request: (id) => ({ method: 'GET', url: `${API}/admin/users/${id}` }),
  }),
  row({
    op: 'PATCH /api/v1/admin/users/{id}',
    on: 'a user’s name',
    expect: SUPER_ADMIN,
    target: (ctx) => ctx.fx.user(),
    request: (id, who) => ({ method: 'PATCH', url: `${API}/admin/users/${id}`, body: { name: `Renamed by ${who}` } }),
  }),

  row({
    op: 'GET /api/v1/registration-requests',
    on: 'every request',
    expect: PLATFORM_READ,
    request: () => ({ method: 'GET', url: `${API}/registration-requests?per_page=100` }),
    contents: async (answer, _, ctx) =>
      expect(answer.json().meta.total).toBe(await rowCount(ctx, registrationRequests)),
  }),
  row({
    op: 'GET /api/v1/registration-requests/{id}',
    on: 'a pending request',
    expect: PLATFORM_READ,
    target: (ctx) => ctx.fx.registrationRequest(),
    request: (id) => ({ method: 'GET', url: `${API}/registration-requests/${id}` }),
  }),
  row({
    op: 'GET /api/v1/registration-requests/{id}/documents/{docId}',
    on: 'a pending request’s document',
    expect: PLATFORM_READ,
    target: (ctx) => ctx.fx.registrationDocument(),
    request: (url) => ({ method: 'GET', url }),
  }),
  row({
    op: 'POST /api/v1/registration-requests/{id}/approve',
    on: 'a pending request',
    expect: PLATFORM_MAKE,
    target: (ctx) => ctx.fx.registrationRequest(),
    request: (id) => ({ method: 'POST', url: `${API}/registration-requests/${id}/approve` }),
  }),
  row({
    op: 'POST /api/v1/registration-requests/{id}/reject',
    on: 'a pending request',
    expect: PLATFORM_MAKE,
    target: (ctx) => ctx.fx.registrationRequest(),
    request: (id) => ({
      method: 'POST',
      url: `${API}/registration-requests/${id}/reject`,
      body: { reason: 'Documents unreadable.' },
    }),
  }),

  row({
    op: 'GET /api/v1/admin/entities',
    on: 'every organisation',
    expect: PLATFORM_READ,
    request: () => ({ method: 'GET', url: `${API}/admin/entities` }),
  }),
  row({
    op: 'GET /api/v1/admin/entities/{id}',
    on: 'Northwind Bank (its own people included: an admin screen)',
    expect: PLATFORM_READ,
    target: (ctx) => ctx.fx.org('Northwind Bank'),
    request: (id) => ({ method: 'GET', url: `${API}/admin/entities/${id}` }),
  }),
  row({
    op: 'PATCH /api/v1/admin/entities/{id}',
    on: 'an active bank',
    expect: PLATFORM_MAKE,
    target: (ctx) => ctx.fx.entity(),
    request: (entity) => ({
      method: 'PATCH',
      url: `${API}/admin/entities/${entity.id}`,
      body: { version: entity.version, name: `${entity.name} plc` },
    }),
  }),
  row({
    op: 'POST /api/v1/admin/entities/{id}/suspend',
    on: 'an active bank',
    expect: PLATFORM_MAKE,
    target: (ctx) => ctx.fx.entity(),
    request: (entity) => ({
      method: 'POST',
      url: `${API}/admin/entities/${entity.id}/suspend`,
      body: { reason: 'Licence withdrawn.' },
    }),
  }),
  row({
    op: 'POST /api/v1/admin/entities/{id}/reactivate',
    on: 'a suspended bank',
    expect: PLATFORM_MAKE,
    target: (ctx) => ctx.fx.entity('suspended'),
    request: (entity) => ({ method: 'POST', url: `${API}/admin/entities/${entity.id}/reactivate` }),
  }),
  row({
    op: 'GET /api/v1/admin/dashboard',
    on: 'the platform',
    expect: PLATFORM_READ,
    request: () => ({ method: 'GET', url: `${API}/admin/dashboard` }),
  }),
];
