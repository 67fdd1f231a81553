import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { Logo } from './logo';

const DISCOVER_LINKS = [
  { to: paths.businesses, label: 'Businesses' },
  { to: paths.events, label: 'Events' },
  { to: paths.realEstate, label: 'Real Estate' },
  { to: paths.shortTermRentals, label: 'Short-term Rentals' },
  { to: paths.search, label: 'Search Tampa Local' },
];

// The spec's dead support links (Contact Us, List Your Business, Advertise)
// now lead to real places or are gone (decisions.md).
const SUPPORT_LINKS = [
  { to: `${paths.home}#get-featured`, label: 'List Your Business' },
  { to: paths.favorites, label: 'Your Favorites' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.termsOfService, label: 'Terms of Service' },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-bay-950 text-bay-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <Logo tone="dark" />
          <p className="mt-3 max-w-sm text-sm text-bay-200">
            Your guide to the best of Tampa Bay: restaurants, events, real estate and the local creators who know the
            city.
          </p>
        </div>
        <nav aria-label="Discover">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Discover</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {DISCOVER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Support">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Support</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {SUPPORT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-bay-200">
          © {year} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
