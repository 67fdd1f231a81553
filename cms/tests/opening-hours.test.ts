import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEditor, startStrapi, type TestApp } from '@tampa-local/test-kit';

/**
 * Opening hours are checked on every save, so a bad value never reaches the site: the
 * panel (its content-manager routes, signed in) gets a 400 naming the problem and nothing
 * changes; a good value is stored with its intervals in order.
 */
const EDITOR = { email: 'hours@tampalocal.example', password: 'Pelican-Hours-2026' };
const MODEL = '/content-manager/collection-types/api::business.business';
const BASE = { name: 'Hours Test Cafe', category: 'restaurants', area: 'ybor-city', reviewCount: 0, featured: false };

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startStrapi();
  token = await signInEditor(app, { ...EDITOR, firstname: 'Hours', lastname: 'Editor' });
});

afterAll(async () => {
  await app?.destroy();
});

const panel = () => ({
  create: (data: Record<string, unknown>) =>
    request(app.server).post(MODEL).set('Authorization', `Bearer ${token}`).send(data),
  update: (documentId: string, data: Record<string, unknown>) =>
    request(app.server).put(`${MODEL}/${documentId}`).set('Authorization', `Bearer ${token}`).send(data),
});

const count = () => app.strapi.documents('api::business.business').count({});

describe('opening hours on save', () => {
  it.each([
    ['an unknown day', { funday: [] }, 'Unknown day "funday"'],
    ['a time that is not HH:mm', { mon: [{ open: '9am', close: '17:00' }] }, 'Mon: open must be HH:mm'],
    [
      'overlapping intervals',
      {
        tue: [
          { open: '09:00', close: '14:00' },
          { open: '13:00', close: '18:00' },
        ],
      },
      'Tue: intervals overlap',
    ],
    ['a list instead of days', [{ open: '09:00', close: '17:00' }], 'Opening hours must be an object'],
    [
      'an interval with another field',
      { wed: [{ open: '09:00', close: '17:00', note: 'x' }] },
      'unknown interval field',
    ],
  ])('the panel refuses %s with a 400 naming it, and stores nothing', async (_name, openingHours, message) => {
    const before = await count();
    const res = await panel().create({ ...BASE, openingHours });
    expect(res.status).toBe(400);
    expect((res.body as { error: { message: string } }).error.message).toContain(message);
    expect(await count()).toBe(before);
  });

  it('stores good hours with the intervals in order, and refuses a bad edit without changing them', async () => {
    const created = await panel().create({
      ...BASE,
      name: 'Hours Test Bakery',
      openingHours: {
        sat: [
          { open: '17:00', close: '23:00' },
          { open: '08:00', close: '12:00' },
        ],
      },
    });
    expect(created.status).toBe(201);
    const documentId = (created.body as { data: { documentId: string } }).data.documentId;
    const stored = await app.strapi.documents('api::business.business').findOne({ documentId });
    expect(stored?.openingHours).toEqual({
      sat: [
        { open: '08:00', close: '12:00' },
        { open: '17:00', close: '23:00' },
      ],
    });

    const refused = await panel().update(documentId, { openingHours: { sat: [{ open: '25:00', close: '26:00' }] } });
    expect(refused.status).toBe(400);
    const after = await app.strapi.documents('api::business.business').findOne({ documentId });
    expect(after?.openingHours).toEqual(stored?.openingHours);
  });

  it('keeps allowing no hours at all', async () => {
    const res = await panel().create({ ...BASE, name: 'Hours Test Kiosk', openingHours: null });
    expect(res.status).toBe(201);
  });

  it('checks other writers too (the seed and scripts use the document service)', async () => {
    await expect(
      app.strapi.documents('api::business.business').create({
        data: { ...BASE, name: 'Hours Test Script', openingHours: { mon: [{ open: '10:00' }] } } as never,
      }),
    ).rejects.toThrow(/Opening hours: Mon: close must be HH:mm/);
  });
});

describe("the panel's opening-hours editor", () => {
  it('is the field the panel gets for a business (days and times, not raw JSON), over the same JSON column', async () => {
    const res = await request(app.server).get('/content-manager/init').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    const types = (res.body as { data: { contentTypes: Array<{ uid: string; attributes: Record<string, unknown> }> } })
      .data.contentTypes;
    const business = types.find((type) => type.uid === 'api::business.business');
    expect(business?.attributes.openingHours).toEqual({ type: 'json', customField: 'global::opening-hours' });
    // Registered on the server, so the schema is valid and the panel knows the field.
    expect(app.strapi.get('custom-fields').get('global::opening-hours')).toMatchObject({ type: 'json' });
  });
});
