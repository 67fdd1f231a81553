import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { listReply, mockApi, type MockReply, type MockRoute } from '@/testing/mock-api';
import { makeBusiness, makeVideo } from '@/testing/fixtures';
import { renderRoute } from '@/testing/test-utils';
import type { BusinessVideo } from '@/types/api';
import {
  SESSION_ANSWER,
  TEST_CSRF_TOKEN,
  TEST_MODERATOR,
  TEST_PASSWORD,
  moderationRecord,
  networkError,
  recordRequests,
  resetModeratorSession,
  signedInAsModerator,
} from '../testing/moderation-test-utils';
import { VideoManagementPage } from './video-management-page';

const harbor = makeBusiness({
  id: 'doc-harbor',
  slug: 'harbor-brunch',
  name: 'Harbor Brunch',
  category: 'restaurants',
  area: 'hyde-park',
  address: '100 Harbor Blvd, Tampa, FL',
});
const VIDEOS_PATH = `/businesses/${harbor.id}/videos`;

const pending = makeVideo({ id: 'v-pending', title: 'Pending tour', status: 'pending', notes: null });
const active = makeVideo({
  id: 'v-active',
  title: 'Active tour',
  status: 'active',
  likeCount: 1520,
  shareCount: 1_500_000,
});
const rejected = makeVideo({
  id: 'v-rejected',
  title: 'Rejected tour',
  status: 'rejected',
  notes: 'Content not suitable',
});

function setup(routes: Record<string, MockRoute>, { signedIn = true } = {}) {
  if (signedIn) signedInAsModerator();
  const { sent, onRequest } = recordRequests();
  const api = mockApi(
    {
      'GET /businesses': listReply([harbor]),
      'GET /admin/stats': { data: { total: 1, byCategory: {} } },
      'GET /business-videos/pending': { data: [], total: 0 },
      ...routes,
    },
    { onRequest },
  );
  const view = renderRoute(<VideoManagementPage />, { path: '/admin/videos' });
  return { api, sent, ...view };
}

/** A videos route answering the current list, which a test can change between calls. */
function videoList(initial: BusinessVideo[]) {
  const state = { videos: initial };
  const route = (): MockReply => ({ data: state.videos });
  return { state, route };
}

async function pickHarbor(user: UserEvent) {
  await user.type(screen.getByRole('combobox', { name: 'Find a business' }), 'harbor');
  await user.click(await screen.findByRole('option', { name: /Harbor Brunch/ }));
}

const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;
const buttonsIn = (title: string) =>
  within(card(title))
    .getAllByRole('button')
    .map((button) => button.textContent);
const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('/admin/videos', () => {
  beforeEach(resetModeratorSession);

  it('asks a moderator to sign in first, then opens the page', async () => {
    const { user, sent } = setup(
      {
        'GET /moderator/session': { status: 204 },
        'POST /moderator/session': (request) =>
          (request.body as { password?: string }).password === TEST_PASSWORD
            ? { data: SESSION_ANSWER }
            : { status: 401, data: { error: 'Invalid email or password' } },
      },
      { signedIn: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Video Management' })).toBeInTheDocument();
    expect(screen.getByText('Admin Only')).toBeInTheDocument();
    expect(document.title).toBe('Video Management | Tampa Local');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(await screen.findByRole('heading', { name: 'Moderator sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), TEST_MODERATOR.email);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('combobox', { name: 'Find a business' })).toBeInTheDocument();
    expect(sent.filter((request) => request.url === '/moderator/session').map((r) => r.method)).toEqual([
      'GET',
      'POST',
      'POST',
    ]);
  });

  it('picker: searches as you type, shows the first 10 matches and the note, then the Selected Business panel', async () => {
    const many = Array.from({ length: 14 }, (_, index) =>
      makeBusiness({ id: `doc-taco-${index}`, name: `Taco Place ${index + 1}`, category: 'restaurants' }),
    );
    const { user, api } = setup({ 'GET /businesses': listReply(many) });
    const input = screen.getByRole('combobox', { name: 'Find a business' });
    await user.type(input, 'TACO');

    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10));
    expect(screen.getByText('Showing first 10 results. Keep typing to narrow search.')).toBeInTheDocument();
    // Debounced: one request for the whole word, with the spec's page size.
    expect(api.to('/businesses').map((request) => request.params)).toEqual([{ q: 'TACO', limit: '50' }]);

    await user.click(screen.getByRole('option', { name: /Taco Place 3\b/ }));
    const panel = screen.getByRole('region', { name: 'Selected Business' });
    expect(within(panel).getByText('Taco Place 3')).toBeInTheDocument();
    expect(within(panel).getByText('Restaurants')).toBeInTheDocument();
    expect(within(panel).getByText('Downtown Tampa')).toBeInTheDocument();
    expect(within(panel).getByText('100 Harbor Blvd, Tampa, FL')).toBeInTheDocument();
    expect(input).toHaveValue('Taco Place 3');

    await user.click(screen.getByRole('button', { name: 'Clear business selection' }));
    expect(input).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Selected Business' })).not.toBeInTheDocument();
  });

  it('picker: no note for 10 or fewer matches, and a message when nothing matches', async () => {
    const few = Array.from({ length: 3 }, (_, index) => makeBusiness({ id: `doc-${index}`, name: `Bar ${index}` }));
    const { user } = setup({
      'GET /businesses': ({ params }) => (params.q === 'bar' ? { data: few, total: 3 } : { data: [], total: 0 }),
    });
    const input = screen.getByRole('combobox', { name: 'Find a business' });
    await user.type(input, 'bar');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(screen.queryByText(/Showing first 10 results/)).not.toBeInTheDocument();

    await user.type(input, 'zz');
    expect(await screen.findByText('No businesses found matching "barzz"')).toBeInTheDocument();
  });

  it('lists every status with the actions it allows, notes, counts and a link', async () => {
    const list = videoList([pending, active, rejected]);
    const { user, sent } = setup({ [`GET ${VIDEOS_PATH}`]: list.route });
    await pickHarbor(user);

    expect(await screen.findByRole('heading', { name: 'Videos (3)' })).toBeInTheDocument();
    // Reads need no CSRF token; the cookie alone signs them.
    expect(sent.find((request) => request.url === VIDEOS_PATH)?.csrf).toBeNull();
    expect(buttonsIn('Pending tour')).toEqual(['Approve', 'Reject', 'Delete', 'History']);
    expect(buttonsIn('Active tour')).toEqual(['Hide', 'Delete', 'History']);
    expect(buttonsIn('Rejected tour')).toEqual(['Delete', 'History']);

    const activeCard = within(card('Active tour'));
    expect(activeCard.getByText('Active')).toBeInTheDocument();
    expect(activeCard.getByText('TikTok')).toBeInTheDocument();
    expect(activeCard.getByText('@mayaeats')).toBeInTheDocument();
    expect(activeCard.getByText('1.5K')).toBeInTheDocument();
    expect(activeCard.getByText('1.5M')).toBeInTheDocument();
    expect(activeCard.getByRole('link', { name: /Watch on TikTok/ })).toHaveAttribute('href', active.videoUrl);
    expect(within(card('Rejected tour')).getByText('Content not suitable')).toBeInTheDocument();
  });

  it.each([
    ['Pending tour', 'Approve', 'v-pending', { status: 'active' }],
    ['Pending tour', 'Reject', 'v-pending', { status: 'rejected', notes: 'Content not suitable' }],
    ['Active tour', 'Hide', 'v-active', { status: 'pending', notes: 'Under review' }],
  ])('%s: %s sends its status and notes', async (title, action, id, body) => {
    const list = videoList([pending, active, rejected]);
    const { user, sent, api } = setup({
      [`GET ${VIDEOS_PATH}`]: list.route,
      [`POST /business-videos/${id}/moderate`]: { data: { ...pending, id } },
    });
    await pickHarbor(user);
    await screen.findByRole('heading', { name: 'Videos (3)' });
    const loads = api.to(VIDEOS_PATH).length;

    await user.click(within(card(title)).getByRole('button', { name: action }));
    expect(await within(toastRegion()).findByText('Video moderated successfully!')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Success')).toBeInTheDocument();
    const call = sent.find((request) => request.url === `/business-videos/${id}/moderate`);
    expect(call).toMatchObject({ method: 'POST', csrf: TEST_CSRF_TOKEN });
    // Exactly these fields: approve sends no notes at all.
    expect(call?.body).toEqual(body);
    await waitFor(() => expect(api.to(VIDEOS_PATH).length).toBe(loads + 1));
  });

  it('deletes only after confirmation in a dialog', async () => {
    const list = videoList([pending, rejected]);
    const { user, sent } = setup({
      [`GET ${VIDEOS_PATH}`]: list.route,
      'DELETE /business-videos/v-rejected': () => {
        list.state.videos = [pending];
        return { status: 204 };
      },
    });
    await pickHarbor(user);
    await screen.findByRole('heading', { name: 'Videos (2)' });

    await user.click(within(card('Rejected tour')).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this video?' });
    expect(within(dialog).getByText(/Rejected tour/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(within(card('Rejected tour')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this video?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete video' }));
    expect(await within(toastRegion()).findByText('Video deleted successfully!')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'DELETE')).toMatchObject({
      url: '/business-videos/v-rejected',
      csrf: TEST_CSRF_TOKEN,
    });
    const heading = await screen.findByRole('heading', { name: 'Videos (1)' });
    // The focused Delete button is gone with its video: focus continues from the list.
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('keeps keyboard focus in the video when its buttons change', async () => {
    const list = videoList([pending]);
    const { user } = setup({
      [`GET ${VIDEOS_PATH}`]: list.route,
      'POST /business-videos/v-pending/moderate': () => {
        list.state.videos = [{ ...pending, status: 'active' }];
        return { data: list.state.videos[0] };
      },
    });
    await pickHarbor(user);
    await screen.findByRole('heading', { name: 'Videos (1)' });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('button', { name: 'Hide' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Pending tour' })).toHaveFocus());
  });

  it('adds a video: required URL, empty optional fields left out, own content from the switch', async () => {
    const list = videoList([]);
    let finish: (reply: MockReply) => void = () => {};
    const { user, sent } = setup({
      [`GET ${VIDEOS_PATH}`]: list.route,
      [`POST ${VIDEOS_PATH}`]: () => new Promise<MockReply>((resolve) => (finish = resolve)),
    });
    await pickHarbor(user);
    expect(await screen.findByText('No videos added for this business yet.')).toBeInTheDocument();

    const url = screen.getByLabelText(/Video URL/);
    expect(url).toHaveAccessibleName(/TikTok, YouTube, Instagram or Vimeo URLs accepted/);
    const submit = screen.getByRole('button', { name: 'Add Video' });
    expect(submit).toBeDisabled();
    await user.type(url, '   ');
    expect(submit).toBeDisabled();

    await user.clear(url);
    await user.type(url, 'https://www.tiktok.com/@mayaeats/video/7300000000000000009');
    const own = screen.getByRole('switch', { name: 'Own content' });
    expect(own).toHaveAttribute('aria-checked', 'false');
    await user.click(own);
    expect(own).toHaveAttribute('aria-checked', 'true');
    await user.click(submit);

    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      url: VIDEOS_PATH,
      csrf: TEST_CSRF_TOKEN,
      body: { videoUrl: 'https://www.tiktok.com/@mayaeats/video/7300000000000000009', isOwnContent: true },
    });
    expect(Object.keys(sent.find((request) => request.method === 'POST')?.body as object)).toEqual([
      'videoUrl',
      'isOwnContent',
    ]);

    list.state.videos = [makeVideo({ id: 'v-new', title: null, status: 'pending' })];
    finish({ status: 201, data: list.state.videos[0] });
    expect(await within(toastRegion()).findByText('Video added successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Videos (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'TikTok video' })).toBeInTheDocument();
    expect(url).toHaveValue('');
    expect(url).toHaveFocus();
    expect(own).toHaveAttribute('aria-checked', 'false');
  });

  it('sends a title and description when given', async () => {
    const { user, sent } = setup({
      [`GET ${VIDEOS_PATH}`]: { data: [] },
      [`POST ${VIDEOS_PATH}`]: { status: 201, data: pending },
    });
    await pickHarbor(user);
    await user.type(screen.getByLabelText(/Video URL/), 'https://vimeo.com/76979871');
    await user.type(screen.getByLabelText(/Title/), ' Rooftop tour ');
    await user.type(screen.getByLabelText(/Description/), 'Sunset views');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    await within(toastRegion()).findByText('Video added successfully!');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      videoUrl: 'https://vimeo.com/76979871',
      title: 'Rooftop tour',
      description: 'Sunset views',
      isOwnContent: false,
    });
  });

  it.each([
    [
      'server message',
      { status: 400, data: { error: 'Unsupported video URL' } },
      'Failed to add video: Unsupported video URL',
    ],
    ['default message', { status: 500, data: null }, 'Failed to add video: Failed to add video'],
  ] as const)('failure toast when adding: %s', async (_name, reply, message) => {
    const { user } = setup({ [`GET ${VIDEOS_PATH}`]: { data: [] }, [`POST ${VIDEOS_PATH}`]: reply });
    await pickHarbor(user);
    await user.type(screen.getByLabelText(/Video URL/), 'https://example.com/clip');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    const region = toastRegion();
    expect(await within(region).findByText(message)).toBeInTheDocument();
    expect(within(region).getByText('Error')).toBeInTheDocument();
    expect(within(region).getByRole('listitem')).toHaveAttribute('data-variant', 'destructive');
    // The form keeps what was typed.
    expect(screen.getByLabelText(/Video URL/)).toHaveValue('https://example.com/clip');
  });

  it('moderate and delete failure toasts carry the server message or the default', async () => {
    const { user } = setup({
      [`GET ${VIDEOS_PATH}`]: { data: [pending] },
      'POST /business-videos/v-pending/moderate': {
        status: 409,
        data: { error: 'A pending video cannot become pending' },
      },
      'DELETE /business-videos/v-pending': networkError,
    });
    await pickHarbor(user);
    await screen.findByRole('heading', { name: 'Videos (1)' });

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(
      await within(toastRegion()).findByText('Failed to moderate video: A pending video cannot become pending'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete video' }));
    expect(
      await within(toastRegion()).findByText('Failed to delete video: Failed to delete video'),
    ).toBeInTheDocument();
    // One toast at a time.
    expect(within(toastRegion()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows loading, then the failure text when the list cannot be fetched', async () => {
    let fail: () => void = () => {};
    const { user } = setup({
      [`GET ${VIDEOS_PATH}`]: () =>
        new Promise<MockReply>((resolve) => (fail = () => resolve({ status: 500, data: { error: 'Boom' } }))),
    });
    await pickHarbor(user);
    expect(await screen.findByText('Loading videos...')).toBeInTheDocument();
    fail();
    expect(await screen.findByText('Failed to fetch videos')).toBeInTheDocument();
  });

  it('an ended session (401) asks to sign in again with the server message', async () => {
    const { user } = setup({
      [`GET ${VIDEOS_PATH}`]: { status: 401, data: { error: 'Your session has ended. Please sign in again.' } },
    });
    await pickHarbor(user);
    expect(await screen.findByRole('heading', { name: 'Moderator sign in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("shows a video's moderation history on request", async () => {
    const list = videoList([active]);
    const { user, sent } = setup({
      [`GET ${VIDEOS_PATH}`]: list.route,
      'GET /moderation-records': {
        data: [
          moderationRecord({ id: '2', videoId: 'v-active' }),
          moderationRecord({ id: '1', videoId: 'v-active', action: 'add', fromStatus: null, toStatus: 'pending' }),
        ],
        total: 2,
      },
    });
    await pickHarbor(user);
    await screen.findByRole('heading', { name: 'Videos (1)' });
    expect(sent.some((request) => request.url === '/moderation-records')).toBe(false);
    const toggle = within(card('Active tour')).getByRole('button', { name: 'History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(card('Active tour')).getByRole('button', { name: 'Hide history' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() =>
      expect(card('Active tour')).toHaveTextContent('Approved by mia@tampalocal.test · Nov 24, 2026, 10:30 AM'),
    );
    expect(card('Active tour')).toHaveTextContent('Added by mia@tampalocal.test');
    expect(card('Active tour').textContent?.indexOf('Approved by')).toBeLessThan(
      card('Active tour').textContent?.indexOf('Added by') ?? 0,
    );
    expect(within(card('Active tour')).getByText('Pending → Active')).toBeInTheDocument();
    expect(sent.find((request) => request.url === '/moderation-records')?.params).toEqual({
      videoId: 'v-active',
      limit: '50',
    });
  });

  it('F8 moves focus to the notifications', async () => {
    const { user } = setup({});
    await user.keyboard('[F8]');
    expect(within(toastRegion()).getByRole('list')).toHaveFocus();
  });

  it('shows the moderation queue of every business, oldest first, and approves in place', async () => {
    const older = {
      ...pending,
      id: 'v-old',
      title: 'Oldest clip',
      businessName: 'Harbor Brunch',
      businessSlug: 'harbor-brunch',
    };
    const newer = {
      ...pending,
      id: 'v-new',
      title: 'Newer clip',
      businessName: 'Ybor Taco Garage',
      businessSlug: 'ybor-taco-garage',
    };
    const queue = { videos: [older, newer] };
    const { user, sent } = setup({
      'GET /business-videos/pending': () => ({ data: queue.videos, total: queue.videos.length + 10 }),
      'POST /business-videos/v-old/moderate': () => {
        queue.videos = [newer];
        return { data: { ...older, status: 'active' } };
      },
    });

    // No business needs to be picked first: the queue is there on arrival.
    expect(await screen.findByRole('heading', { level: 2, name: 'Pending (12)' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Oldest clip', 'Newer clip']);
    expect(within(card('Newer clip')).getByRole('link', { name: 'Ybor Taco Garage' })).toHaveAttribute(
      'href',
      '/businesses/ybor-taco-garage',
    );
    expect(buttonsIn('Oldest clip')).toEqual(['Approve', 'Reject', 'Delete', 'History']);

    await user.click(within(card('Oldest clip')).getByRole('button', { name: 'Approve' }));
    expect(await within(toastRegion()).findByText('Video moderated successfully!')).toBeInTheDocument();
    expect(sent.find((request) => request.url === '/business-videos/v-old/moderate')).toMatchObject({
      method: 'POST',
      csrf: TEST_CSRF_TOKEN,
      body: { status: 'active' },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Pending (11)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Oldest clip' })).not.toBeInTheDocument();
  });

  it('says when nothing waits for moderation', async () => {
    setup({});
    expect(await screen.findByRole('heading', { level: 2, name: 'Pending (0)' })).toBeInTheDocument();
    expect(screen.getByText('No videos are waiting for moderation.')).toBeInTheDocument();
  });
});
