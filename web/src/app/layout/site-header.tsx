import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { accountSession, checkAccountSessionIfHinted, useAccountSession } from '@/lib/account-session';
import { loadAccountFavorites, useFavorites } from '@/lib/favorites';
import { Logo } from './logo';

export const MAIN_NAV = [
  { to: paths.businesses, label: 'Businesses' },
  { to: paths.events, label: 'Events' },
  { to: paths.realEstate, label: 'Real Estate' },
  { to: paths.shortTermRentals, label: 'Short-term Rentals' },
] as const;

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * Sign In, or My Account once a visitor is signed in. A browser that signed in before asks
 * the server once per page load; the account's favourites then replace the browser's.
 */
const getSignedIn = () => accountSession.get().status === 'signed-in';

function AccountLink({ className }: { className: string }) {
  const session = useAccountSession();
  useEffect(() => {
    void checkAccountSessionIfHinted().then(() => {
      if (getSignedIn()) void loadAccountFavorites().catch(() => undefined);
    });
  }, []);
  return (
    <Link to={paths.account} className={className}>
      {session.status === 'signed-in' ? 'My Account' : 'Sign In'}
    </Link>
  );
}

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded-full px-3 py-2 text-sm font-semibold transition-colors ${
    isActive ? 'bg-bay-700 text-white' : 'text-slate-700 hover:bg-bay-50 hover:text-bay-800'
  }`;
}

function mobileNavClass({ isActive }: { isActive: boolean }) {
  return `block rounded-xl px-4 py-3 text-base font-semibold ${
    isActive ? 'bg-bay-700 text-white' : 'text-slate-800 hover:bg-bay-50'
  }`;
}

function FavoritesLink({ className }: { className: (state: { isActive: boolean }) => string }) {
  const { count } = useFavorites();
  return (
    <NavLink to={paths.favorites} className={className}>
      <span>Favorites</span>
      {count > 0 && (
        <span className="ml-1.5 inline-flex min-w-5 justify-center rounded-full bg-sunset-700 px-1.5 text-xs font-bold text-white">
          {count}
          <span className="sr-only"> saved</span>
        </span>
      )}
    </NavLink>
  );
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // A followed link closes the menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className={navClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <FavoritesLink className={navClass} />
          <Link
            to={paths.search}
            className="rounded-full px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-bay-50"
          >
            Search
          </Link>
          <AccountLink className="rounded-full border border-bay-700 px-4 py-2 text-sm font-semibold text-bay-700 hover:bg-bay-50" />
        </div>
        <button
          type="button"
          className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-bay-800 ring-1 ring-slate-300 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            viewBox="0 0 20 20"
            className="h-5 w-5"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {menuOpen ? (
              <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
            ) : (
              <path d="M3 5h14M3 10h14M3 15h14" strokeLinecap="round" />
            )}
          </svg>
          <span>{menuOpen ? 'Close menu' : 'Menu'}</span>
        </button>
      </div>
      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 md:hidden"
      >
        <nav aria-label="Main (mobile)">
          <ul className="space-y-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={mobileNavClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <FavoritesLink className={mobileNavClass} />
            </li>
            <li>
              <NavLink to={paths.search} className={mobileNavClass}>
                Search
              </NavLink>
            </li>
          </ul>
        </nav>
        <AccountLink className="mt-3 block w-full rounded-full border border-bay-700 px-4 py-3 text-center font-semibold text-bay-700 hover:bg-bay-50" />
      </div>
    </header>
  );
}
