import { useCallback, useSyncExternalStore } from 'react';
import type { AccountFavorites, FavoriteBusiness, FavoriteCreator, FavoriteKind } from '@tampa-local/domain';
import { accountSession, checkAccountSessionIfHinted, withAccountAuth } from './account-session';
import { apiClient } from './api-request';

export type { FavoriteBusiness, FavoriteCreator };

/**
 * Favourite businesses and creators, kept in this browser (localStorage) with a small
 * snapshot of each, so the favourites page renders without one request per entry. A
 * signed-in visitor's favourites are also kept in the account: the browser's are merged
 * into it at sign-in, the account's replace the browser's when a page finds the visitor
 * signed in, and each change is sent to it.
 */
export type Favorites = AccountFavorites;

export const FAVORITES_STORAGE_KEY = 'tampa-local:favorites';

const EMPTY: Favorites = { businesses: [], creators: [] };
const listeners = new Set<() => void>();
let cache: { raw: string | null; value: Favorites } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); favourites then just do not persist.
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function parse(raw: string | null): Favorites {
  if (!raw) return EMPTY;
  try {
    const data: unknown = JSON.parse(raw);
    if (!isRecord(data)) return EMPTY;
    const businesses = Array.isArray(data.businesses) ? data.businesses : [];
    const creators = Array.isArray(data.creators) ? data.creators : [];
    return {
      businesses: businesses
        .filter(isRecord)
        .filter((b) => text(b.slug) !== '')
        .map((b) => ({
          slug: text(b.slug),
          name: text(b.name),
          category: text(b.category),
          area: text(b.area),
          imageUrl: text(b.imageUrl) || null,
        })),
      creators: creators
        .filter(isRecord)
        .filter((c) => text(c.slug) !== '')
        .map((c) => ({
          slug: text(c.slug),
          name: text(c.name),
          handle: text(c.handle),
          niche: text(c.niche),
          imageUrl: text(c.imageUrl) || null,
        })),
    };
  } catch {
    return EMPTY;
  }
}

export function readFavorites(): Favorites {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(FAVORITES_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  // useSyncExternalStore needs the same object while nothing changed.
  if (cache && cache.raw === raw) return cache.value;
  cache = { raw, value: parse(raw) };
  return cache.value;
}

function write(next: Favorites): void {
  try {
    storage()?.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota or privacy mode: keep going without persisting.
    cache = { raw: null, value: next };
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Other tabs change favourites too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === FAVORITES_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The account's favourites replace this browser's (the answer of every account call). */
function adopt(next: AccountFavorites): void {
  write({ businesses: next.businesses, creators: next.creators });
}

const signedIn = () => accountSession.get().status === 'signed-in';

async function accountCall(config: { method: 'get' | 'put' | 'delete' | 'post'; url: string; data?: unknown }) {
  return withAccountAuth(async () => {
    const api = await apiClient();
    const changes = config.method === 'get' ? {} : accountSession.csrfHeaders();
    return (await api.request<AccountFavorites>({ ...config, headers: changes })).data;
  });
}

/** After a page finds the visitor signed in: the account's favourites become this browser's. */
export async function loadAccountFavorites(): Promise<void> {
  adopt(await accountCall({ method: 'get', url: '/account/favorites' }));
}

/** At sign-in: this browser's favourites are added to the account's, and the union kept here. */
export async function mergeFavoritesIntoAccount(): Promise<void> {
  const local = readFavorites();
  adopt(
    await accountCall({
      method: 'post',
      url: '/account/favorites/merge',
      data: { businesses: local.businesses.map((b) => b.slug), creators: local.creators.map((c) => c.slug) },
    }),
  );
}

/**
 * Sends one change to the account (finding out first whether this browser is signed in,
 * on pages without the site header); if it fails, the account's list is read again so
 * both agree.
 */
function sendChange(kind: FavoriteKind, slug: string, added: boolean): void {
  void checkAccountSessionIfHinted().then(() => {
    if (!signedIn()) return;
    const url = `/account/favorites/${kind}/${encodeURIComponent(slug)}`;
    accountCall({ method: added ? 'put' : 'delete', url })
      .then(adopt)
      .catch(() => loadAccountFavorites().catch(() => undefined));
  });
}

export function toggleFavoriteBusiness(business: FavoriteBusiness): void {
  const current = readFavorites();
  const exists = current.businesses.some((b) => b.slug === business.slug);
  write({
    ...current,
    businesses: exists ? current.businesses.filter((b) => b.slug !== business.slug) : [...current.businesses, business],
  });
  sendChange('businesses', business.slug, !exists);
}

export function toggleFavoriteCreator(creator: FavoriteCreator): void {
  const current = readFavorites();
  const exists = current.creators.some((c) => c.slug === creator.slug);
  write({
    ...current,
    creators: exists ? current.creators.filter((c) => c.slug !== creator.slug) : [...current.creators, creator],
  });
  sendChange('creators', creator.slug, !exists);
}

export function useFavorites() {
  const favorites = useSyncExternalStore(subscribe, readFavorites, () => EMPTY);
  const isFavoriteBusiness = useCallback(
    (slug: string) => favorites.businesses.some((b) => b.slug === slug),
    [favorites],
  );
  const isFavoriteCreator = useCallback((slug: string) => favorites.creators.some((c) => c.slug === slug), [favorites]);
  return {
    favorites,
    count: favorites.businesses.length + favorites.creators.length,
    isFavoriteBusiness,
    isFavoriteCreator,
    toggleFavoriteBusiness,
    toggleFavoriteCreator,
  };
}
