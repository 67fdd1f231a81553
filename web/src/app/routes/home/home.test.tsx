import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HOME_CATEGORY_LINKS } from '@tampa-local/domain';
import { listReply, mockApi } from '@/testing/mock-api';
import { makeBusiness, makeEvent, makeInfluencer, makeProperty } from '@/testing/fixtures';
import { renderRoute } from '@/testing/test-utils';
import { HomeRoute } from './home';

function homeApi(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...more,
    'GET /businesses': ({ params }) => ({
      data: Array.from({ length: Number(params.limit) }, (_, index) =>
        makeBusiness({
          slug: `${String(params.category ?? 'featured')}-${index}`,
          name: `${String(params.category ?? 'Featured')} spot ${index}`,
          featured: params.featured === 'true',
        }),
      ),
      total: 20,
    }),
    'GET /influencers': ({ params }) => ({
      data: Array.from({ length: Number(params.limit) }, (_, index) =>
        makeInfluencer({
          slug: `creator-${String(params.niche ?? 'top')}-${index}`,
          name: `Creator ${String(params.niche ?? 'top')} ${index}`,
        }),
      ),
      total: 8,
    }),
    'GET /events': listReply(
      Array.from({ length: 5 }, (_, index) => makeEvent({ slug: `event-${index}`, name: `Event ${index}` })),
    ),
    'GET /properties': listReply(
      Array.from({ length: 5 }, (_, index) => makeProperty({ slug: `home-${index}`, title: `Home ${index}` })),
    ),
  });
}

describe('home page', () => {
  it("shows every section with the spec's counts from the server", async () => {
    const api = homeApi();
    renderRoute(<HomeRoute />);

    expect(screen.getByRole('heading', { level: 1, name: 'Discover the best of Tampa Bay' })).toBeInTheDocument();
    expect(document.title).toBe('Discover the best of Tampa Bay | Tampa Local');

    // The sections under the hero load their code after the page's first files.
    const categories = await screen.findByRole('region', { name: 'Explore by Category' });
    const links = within(categories).getAllByRole('link');
    // Icons are hidden from assistive technology: each link is named by its label alone.
    expect(links).toHaveLength(8);
    HOME_CATEGORY_LINKS.forEach((category, index) => {
      expect(within(categories).getByRole('link', { name: category.label })).toBe(links[index]);
    });
    expect(within(categories).getByRole('link', { name: 'Kid-Friendly' })).toHaveAttribute(
      'href',
      '/businesses?category=attractions',
    );
    expect(within(categories).getByRole('link', { name: 'More' })).toHaveAttribute('href', '/businesses');

    const featured = await screen.findByRole('region', { name: 'Featured Businesses' });
    await waitFor(() => expect(within(featured).getAllByRole('article')).toHaveLength(3));
    expect(within(featured).getAllByRole('link', { name: 'View Details →' })[0]).toHaveAttribute(
      'href',
      '/businesses/featured-0',
    );
    expect(within(featured).getByRole('link', { name: 'View All Businesses' })).toHaveAttribute('href', '/businesses');
    expect(api.to('/businesses').map((request) => request.params)).toContainEqual({ featured: 'true', limit: '3' });

    const events = screen.getByRole('region', { name: 'Current & Upcoming Events' });
    await waitFor(() => expect(within(events).getAllByRole('article')).toHaveLength(3));
    expect(within(events).getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/events');

    const realEstate = screen.getByRole('region', { name: 'Tampa Real Estate' });
    await waitFor(() => expect(within(realEstate).getAllByRole('article')).toHaveLength(3));
    expect(within(realEstate).getByRole('link', { name: 'View All Properties' })).toHaveAttribute(
      'href',
      '/real-estate',
    );

    const top = screen.getByRole('region', { name: 'Top Tampa Influencers' });
    await waitFor(() => expect(within(top).getAllByRole('article')).toHaveLength(4));

    const spots = screen.getByRole('region', { name: 'Tampa spots by category' });
    expect(within(spots).getByRole('link', { name: 'See all spots' })).toHaveAttribute('href', '/search');
    const creators = screen.getByRole('region', { name: 'Top influencers by category' });
    expect(within(creators).getByRole('link', { name: 'See all influencers' })).toHaveAttribute('href', '/search');
  });

  it('filters spots by exact category and creators by niche per tab', async () => {
    const api = homeApi();
    const { user } = renderRoute(<HomeRoute />);
    const spots = await screen.findByRole('region', { name: 'Tampa spots by category' });
    expect(
      within(spots)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Food', 'Fitness', 'Beauty', 'Services']);
    await within(spots).findByText('restaurants spot 0');

    await user.click(within(spots).getByRole('tab', { name: 'Beauty' }));
    expect(within(spots).getByRole('tab', { name: 'Beauty' })).toHaveAttribute('aria-selected', 'true');
    await within(spots).findByText('beauty spot 0');
    expect(api.to('/businesses').map((request) => request.params)).toContainEqual({ category: 'beauty', limit: '12' });

    const creators = screen.getByRole('region', { name: 'Top influencers by category' });
    await within(creators).findByText('Creator food 0');
    within(creators).getByRole('tab', { name: 'Food' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(creators).getByRole('tab', { name: 'Fitness' })).toHaveFocus();
    await within(creators).findByText('Creator fitness 0');
    expect(api.to('/influencers').map((request) => request.params)).toContainEqual({ niche: 'fitness', limit: '12' });
  });

  it('scrolls the carousels by 240 px for spots and 300 px for creators', async () => {
    homeApi();
    const { user } = renderRoute(<HomeRoute />);
    const spotsCarousel = await screen.findByRole('region', { name: 'Food spots' });
    const creatorsCarousel = await screen.findByRole('region', { name: 'Food creators' });
    const spotTrack = within(spotsCarousel).getByTestId('carousel-track');
    const creatorTrack = within(creatorsCarousel).getByTestId('carousel-track');
    spotTrack.scrollBy = vi.fn();
    creatorTrack.scrollBy = vi.fn();

    await user.click(within(spotsCarousel).getByRole('button', { name: 'Scroll Food spots right' }));
    expect(spotTrack.scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 240 }));
    await user.click(within(creatorsCarousel).getByRole('button', { name: 'Scroll Food creators left' }));
    expect(creatorTrack.scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: -300 }));
  });

  it('subscribes to the newsletter through the API, and announces sign-ups as coming soon', async () => {
    const api = homeApi({ 'POST /newsletter/subscriptions': { status: 202, data: { ok: true } } });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderRoute(<HomeRoute />);

    const email = await screen.findByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    await user.type(email, 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thanks! Check your inbox and follow the link we sent to get on the list.',
    );
    expect(api.to('/newsletter/subscriptions').map((request) => request.body)).toEqual([{ email: 'me@example.com' }]);
    expect(email).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'For Businesses' }));
    await user.click(screen.getByRole('button', { name: 'For Influencers' }));
    expect(alert).toHaveBeenNthCalledWith(1, expect.stringMatching(/coming soon/i));
    expect(alert).toHaveBeenNthCalledWith(2, expect.stringMatching(/coming soon/i));
  });

  it('scrolls to its sections from the Discover / Influencers / Get Featured buttons', async () => {
    homeApi();
    const { user } = renderRoute(<HomeRoute />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    await screen.findByRole('region', { name: 'Get Featured' });
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    await user.click(within(nav).getByRole('button', { name: 'Get Featured' }));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(document.getElementById('get-featured')).toHaveFocus();
    await user.click(within(nav).getByRole('button', { name: 'Discover' }));
    expect(document.getElementById('discover')).toHaveFocus();
    await user.click(within(nav).getByRole('button', { name: 'Influencers' }));
    expect(document.getElementById('influencers')).toHaveFocus();
  });
});
