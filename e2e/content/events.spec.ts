import type { CreateEventFields, FeedItem } from '@newsletter-os/contracts';
import type { Page } from '@playwright/test';
import {
  createButton,
  expect,
  expectTitles,
  itemCard,
  openContentManager,
  openSettings,
  test,
} from '../fixtures/content';

const LOCATION = { name: 'Harbour Town', latitude: '50.2660', longitude: '-5.0527', radiusKm: '5' };
// About half a kilometre from the location.
const NEAR_EVENT = { title: 'Lantern walk on the quay', latitude: '50.2700', longitude: '-5.0500' };
// About 66 km away.
const FAR_EVENT = { title: 'City gala night', latitude: 50.3755, longitude: -4.1427 };

/** Chooses event locations in the events filter (a popover of checkboxes). */
async function filterByLocation(page: Page, name: string) {
  await page.getByRole('button', { name: /^Locations/ }).click();
  await page.getByRole('checkbox', { name, exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `Locations ${name}` })).toBeVisible();
}

test.describe('events and event locations', () => {
  test('an event added near a location is found by its distance from that location', async ({
    contentPage: page,
    publisher,
    workspaceId,
  }) => {
    await test.step('create the location in Settings → Event locations', async () => {
      await openSettings(page, workspaceId, 'locations');
      await createButton(page, 'New location').click();
      const dialog = page.getByRole('dialog', { name: 'New event location' });
      await dialog.getByLabel('Location name').fill(LOCATION.name);
      await dialog.getByLabel('Latitude').fill(LOCATION.latitude);
      await dialog.getByLabel('Longitude').fill(LOCATION.longitude);
      await dialog.getByLabel('Default radius (km)').fill(LOCATION.radiusKm);
      await dialog.getByRole('button', { name: 'Create location' }).click();
      await expect(dialog).toBeHidden();
      const card = page.getByRole('list', { name: 'Event locations' }).getByRole('listitem');
      await expect(card.getByRole('heading', { name: LOCATION.name })).toBeVisible();
      await expect(card.getByText('50.2660, -5.0527 · within 5 km')).toBeVisible();
    });

    await test.step('an event far away exists already', async () => {
      const far: CreateEventFields = {
        workspaceId,
        title: FAR_EVENT.title,
        eventStartsAt: '2030-06-02T19:00:00Z',
        latitude: FAR_EVENT.latitude,
        longitude: FAR_EVENT.longitude,
      };
      await publisher.api.post<FeedItem>('/feeds-events/', far);
    });

    await test.step('add an event near the location', async () => {
      await openContentManager(page, workspaceId, 'Events');
      await createButton(page, 'New event').click();
      const dialog = page.getByRole('dialog', { name: 'New event' });
      await dialog.getByLabel('Title', { exact: true }).fill(NEAR_EVENT.title);
      await dialog.getByLabel('Starts').fill('2030-06-01T18:00');
      await dialog.getByLabel('Ends').fill('2030-06-01T21:00');
      await dialog.getByLabel('Venue').fill('The quay');
      await dialog.getByLabel('Latitude').fill(NEAR_EVENT.latitude);
      await dialog.getByLabel('Longitude').fill(NEAR_EVENT.longitude);
      await dialog.getByRole('button', { name: 'Create event' }).click();
      await expect(dialog).toBeHidden();
      await expectTitles(page, 'Events', [NEAR_EVENT.title, FAR_EVENT.title]);
    });

    await test.step('find it by distance from the location', async () => {
      await filterByLocation(page, LOCATION.name);
      const distance = page.getByLabel('Distance (km)');
      await expect(distance).toBeEnabled();
      await distance.fill('10');
      await expectTitles(page, 'Events', [NEAR_EVENT.title]);
      await expect(itemCard(page, 'Events', NEAR_EVENT.title).getByText(/^0\.\d km away$/)).toBeVisible();

      await distance.fill('100');
      await expectTitles(page, 'Events', [NEAR_EVENT.title, FAR_EVENT.title]);
      await expect(itemCard(page, 'Events', FAR_EVENT.title).getByText(/^6\d\.\d km away$/)).toBeVisible();

      // Without a distance, the location's own radius (5 km) applies.
      await distance.fill('');
      await expectTitles(page, 'Events', [NEAR_EVENT.title]);
    });
  });
});
