import { expect, test } from './fixtures';

// A phone: the header shows the menu toggle instead of the links.
test.use({ viewport: { width: 390, height: 844 } });

const LINKS = [
  { link: 'Businesses', path: '/businesses', title: 'Tampa Businesses' },
  { link: 'Events', path: '/events', title: 'Tampa Events' },
  { link: 'Real Estate', path: '/real-estate', title: 'Tampa Real Estate' },
  { link: 'Short-term Rentals', path: '/short-term-rentals', title: 'Short-term Rentals & Event Spaces' },
  { link: 'Favorites', path: '/favorites', title: 'Your Favorites' },
  { link: 'Search', path: '/search', title: 'Search & Discover' },
];

test.describe('mobile menu', () => {
  test('the toggle opens and closes the menu and flips aria-expanded', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const toggle = header.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(menu).toBeHidden();

    await toggle.click();
    const close = header.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    const nav = menu.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(nav.getByRole('link')).toHaveText(LINKS.map((item) => item.link));
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();

    await close.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    // Escape closes it too.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('menu links navigate, close the menu and mark the current page', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: /^(Menu|Close menu)$/ });
    const nav = header.getByRole('navigation', { name: 'Main (mobile)' });

    for (const target of LINKS) {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await nav.getByRole('link', { name: target.link }).click();
      await expect(page).toHaveURL(target.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();

      await toggle.click();
      await expect(nav.getByRole('link', { name: target.link })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
      await page.keyboard.press('Escape');
    }
  });

  test('Sign In in the menu opens the account page', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
  });
});
