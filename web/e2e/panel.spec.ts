import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { BusinessDetail } from '@tampa-local/domain';
import { expect, test } from './fixtures';

// The editors' panel of the stack's cms, and the editor scripts/e2e-stack.mjs seeds for it.
const PANEL = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 1338}/admin`;
const EDITOR = { email: 'editor@tampalocal.example', password: 'E2e-editor-password-1' };

/**
 * The editor signs in once for the file and every test starts signed in: the panel lets
 * an address sign in five times in five minutes from one client.
 */
const SIGNED_IN = path.join(os.tmpdir(), `tampa-local-panel-editor-${process.env.E2E_CMS_PORT ?? 1338}.json`);

test.beforeAll(async ({ browser }) => {
  // Signed out: not the state this file's tests start from, which this writes.
  const page = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await page.goto(`${PANEL}/auth/login`);
  await page.getByLabel('Email').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${PANEL}`);
  await page.context().storageState({ path: SIGNED_IN });
  await page.close();
});

test.use({ storageState: SIGNED_IN });

async function openBusinessInPanel(page: Page, name: string): Promise<void> {
  await page.goto(
    `${PANEL}/content-manager/collection-types/api::business.business?page=1&pageSize=10&_q=${encodeURIComponent(name)}`,
  );
  await page.getByRole('gridcell', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

async function publicBusiness(page: Page, slug: string): Promise<BusinessDetail> {
  const answer = await page.request.get(`/api/businesses/${slug}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as BusinessDetail;
}

test.describe("the editors' panel", () => {
  test.beforeEach(({ pageProblems }) => {
    // The panel asks for features this edition does not have (404s of Strapi's own routes).
    pageProblems.allow(/status of 404/);
  });

  test('opening hours are edited as days and times, with the keyboard, and the site shows them once published', async ({
    page,
  }) => {
    await openBusinessInPanel(page, 'Franklin Street Chophouse');
    const monday = page.getByRole('group', { name: 'Monday' });
    await expect(monday).toContainText('Closed');
    await expect(page.getByLabel('Tuesday opens')).toHaveValue('17:30');
    await expect(page.getByLabel('Tuesday closes')).toHaveValue('22:00');

    // Monday opens for lunch: added with the keyboard, times typed.
    await page.getByRole('button', { name: 'Add Monday hours' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Monday opens').fill('11:30');
    await page.getByLabel('Monday closes').fill('14:00');
    // Tuesday gains a lunch interval before its dinner one.
    await page.getByRole('button', { name: 'Add Tuesday hours' }).click();
    await page.getByLabel('Tuesday opens 2').fill('11:30');
    await page.getByLabel('Tuesday closes 2').fill('14:00');
    // Saturday closes: its only interval removed.
    await page.getByRole('button', { name: 'Remove Saturday hours' }).click();
    await expect(page.getByRole('group', { name: 'Saturday' })).toContainText('Closed');

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
    await expect
      .poll(async () => (await publicBusiness(page, 'franklin-street-chophouse')).openingHours)
      .toEqual({
        mon: [{ open: '11:30', close: '14:00' }],
        // Stored in order of the day.
        tue: [
          { open: '11:30', close: '14:00' },
          { open: '17:30', close: '22:00' },
        ],
        wed: [{ open: '17:30', close: '22:00' }],
        thu: [{ open: '17:30', close: '22:00' }],
        fri: [{ open: '17:30', close: '22:00' }],
      });
    // The site's page lists them.
    await page.goto('/businesses/franklin-street-chophouse');
    await expect(page.getByText('11:30 AM', { exact: false }).first()).toBeVisible();
  });

  test('hours that break the rules are named under the field and refused on save, so the site never sees them', async ({
    page,
    pageProblems,
  }) => {
    pageProblems.allow(/status of 400/);
    const before = await publicBusiness(page, 'palm-avenue-pho');
    await openBusinessInPanel(page, 'Palm Avenue Pho');

    // A second Wednesday interval, 09:00-17:00 by default, overlaps 10:30-21:00.
    await page.getByRole('button', { name: 'Add Wednesday hours' }).click();
    await expect(page.getByText('Wed: intervals overlap')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Opening hours: Wed: intervals overlap/).first()).toBeVisible();

    // Nothing was stored: the draft still has one Wednesday interval, the site the old hours.
    await page.reload();
    await expect(page.getByLabel('Wednesday opens')).toHaveValue('10:30');
    await expect(page.getByLabel('Wednesday opens 2')).toHaveCount(0);
    expect((await publicBusiness(page, 'palm-avenue-pho')).openingHours).toEqual(before.openingHours);

    // Fixing it clears the message.
    await page.getByRole('button', { name: 'Add Wednesday hours' }).click();
    await page.getByLabel('Wednesday opens 2').fill('21:30');
    await page.getByLabel('Wednesday closes 2').fill('23:00');
    await expect(page.getByText('Wed: intervals overlap')).toHaveCount(0);
  });

  test('a place is picked on the map beside the form, by a click or the keyboard or typed, and the site has it once published', async ({
    page,
  }) => {
    await openBusinessInPanel(page, 'Bearss Avenue Lawn & Landscape');
    const location = page.locator('aside').filter({ has: page.getByRole('heading', { name: 'Location' }) });
    const map = location.getByLabel('Map of the location: the arrow keys move it, + and - zoom');
    const status = location.getByRole('status');
    const latitude = page.getByLabel('latitude', { exact: true });
    const longitude = page.getByLabel('longitude', { exact: true });
    const fields = async () => ({
      lat: Number(await latitude.inputValue()),
      lng: Number(await longitude.inputValue()),
    });
    await expect(map).toBeVisible();
    const start = await fields();
    expect(start).toEqual({ lat: 28.088, lng: -82.4526 });
    await expect(status).toHaveText('Placed at latitude 28.088, longitude -82.4526.');
    const axe = await new AxeBuilder({ page }).include('#location-picker').analyze();
    expect(
      axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);

    // With the keyboard: the map moves east, and the pin goes to its centre, in both fields
    // (placed again until the map has stopped easing: two placements in a row agree).
    await map.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    const placeAtCentre = location.getByRole('button', { name: "Place the pin at the map's centre" });
    let previous = Number.NaN;
    await expect
      .poll(
        async () => {
          await placeAtCentre.focus();
          await page.keyboard.press('Enter');
          const { lng } = await fields();
          const settled = lng === previous;
          previous = lng;
          return settled && lng > start.lng + 0.005;
        },
        { intervals: [400] },
      )
      .toBe(true);
    const moved = await fields();
    expect(moved.lat).toBeCloseTo(start.lat, 4);
    await expect(status).toHaveText(`Placed at latitude ${moved.lat}, longitude ${moved.lng}.`);

    // A click north-west of the centre (60 and 70 px from it) places the pin there.
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    await map.click({ position: { x: box.width / 2 - 60, y: box.height / 2 - 70 } });
    await expect.poll(async () => (await fields()).lng).toBeLessThan(moved.lng - 0.001);
    const clicked = await fields();
    expect(clicked.lat).toBeGreaterThan(moved.lat + 0.001);

    // Typed: the map follows the fields.
    await latitude.fill('28.0871');
    await longitude.fill('-82.4501');
    await expect(status).toHaveText('Placed at latitude 28.0871, longitude -82.4501.');

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
    await expect
      .poll(async () => {
        const business = await publicBusiness(page, 'bearss-avenue-lawn-landscape');
        return [business.latitude, business.longitude];
      })
      .toEqual([28.0871, -82.4501]);
  });

  test('without WebGL the location panel says to type the coordinates, and the fields stay the way', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      // This browser has no WebGL 2: MapLibre could not draw.
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, options?: unknown) {
        return type === 'webgl2' ? null : getContext.call(this, type, options);
      } as typeof getContext;
    });
    await openBusinessInPanel(page, 'Busch Boulevard Laundromat');
    const location = page.locator('aside').filter({ has: page.getByRole('heading', { name: 'Location' }) });
    await expect(
      location.getByText(
        "This browser can't show the map (it needs WebGL): type the latitude and longitude in their fields.",
      ),
    ).toBeVisible();
    await expect(location.getByRole('button', { name: "Place the pin at the map's centre" })).toHaveCount(0);
    await page.getByLabel('latitude', { exact: true }).fill('28.0379');
    await expect(location.getByRole('status')).toHaveText('Placed at latitude 28.0379, longitude -82.3988.');
  });

  test('the location panel is beside the listings that have a place, and only those', async ({ page }) => {
    const location = page.locator('aside').filter({ has: page.getByRole('heading', { name: 'Location' }) });
    const open = async (uid: string) => {
      await page.goto(`${PANEL}/content-manager/collection-types/${uid}?page=1&pageSize=10`);
      // The first row's second column (the first is its checkbox).
      await page.getByRole('row').nth(1).getByRole('gridcell').nth(2).click();
      await expect(page.getByRole('heading', { name: 'Entry' })).toBeVisible();
    };
    for (const uid of ['api::property.property', 'api::event.event']) {
      await open(uid);
      await expect(location.getByRole('status')).toHaveText(/^Placed at latitude 2[78]\.\d+, longitude -8[23]\.\d+\.$/);
    }
    await open('api::influencer.influencer');
    await expect(location).toHaveCount(0);
  });

  test("'Open preview' shows the saved draft on the site inside the panel, while visitors still see the published version", async ({
    page,
  }) => {
    const published = await publicBusiness(page, 'lois-avenue-phone-repair');
    await openBusinessInPanel(page, 'Lois Avenue Phone Repair');
    const draft = 'Screen swaps while you wait, now with Saturday evening hours for the West Tampa crowd.';
    await page.getByLabel('description').fill(draft);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved document').first()).toBeVisible();

    await page
      .getByRole('link', { name: 'Open preview' })
      .or(page.getByRole('button', { name: 'Open preview' }))
      .click();
    await expect(page).toHaveURL(/\/preview$/);
    const site = page.frameLocator('iframe');
    await expect(
      site.getByText('Preview of the draft: visitors do not see these changes until they are published.'),
    ).toBeVisible();
    await expect(site.getByRole('heading', { name: 'Lois Avenue Phone Repair', level: 1 })).toBeVisible();
    await expect(site.getByText(draft)).toBeVisible();

    const after = await publicBusiness(page, 'lois-avenue-phone-repair');
    expect(after.description).toBe(published.description);
    expect(after.description).not.toBe(draft);
  });
});
