import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { nearParam, withView, type ListView } from '@/lib/map-params';

/** Why the list is not sorted by distance, as the visitor reads it. */
export type NearMeProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported' | 'outside';

export const NEAR_ME_MESSAGES: Record<NearMeProblem, string> = {
  denied:
    "Location access is blocked, so the list stays in its usual order. To sort by distance, allow this site to use your location in your browser's settings.",
  unavailable: "Your location isn't available right now, so the list stays in its usual order.",
  timeout: 'Finding your location took too long, so the list stays in its usual order. Please try again.',
  unsupported: "This browser can't share your location, so the list stays in its usual order.",
  outside: 'Your location is outside the Tampa Bay region, so the list stays in its usual order.',
};

/** A GeolocationPositionError's code as a problem (1 denied, 2 unavailable, 3 timed out). */
export function nearMeProblem(code: number): NearMeProblem {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

/**
 * Asks the browser for the visitor's position: `near` for the URL, or why not. A position
 * outside the region is refused here, as the API would.
 */
export function locateVisitor(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<{ near: string } | { problem: NearMeProblem }> {
  if (!geolocation) return Promise.resolve({ problem: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => {
        const near = nearParam({ lat: position.coords.latitude, lng: position.coords.longitude });
        resolve(near ? { near } : { problem: 'outside' });
      },
      (error) => resolve({ problem: nearMeProblem(error.code) }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}

/**
 * "Near me": sorts the list by distance from the visitor once the browser shares the
 * position; otherwise the list stays and the message below says why (announced).
 */
export function NearMe({ active, onNear }: { active: boolean; onNear: (near: string | undefined) => void }) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<NearMeProblem | null>(null);

  const locate = async () => {
    setLocating(true);
    setProblem(null);
    const answer = await locateVisitor();
    setLocating(false);
    if ('near' in answer) onNear(answer.near);
    else setProblem(answer.problem);
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {active ? (
        <Button variant="outline" size="sm" onClick={() => onNear(undefined)}>
          Stop sorting by distance
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={() => void locate()} disabled={locating} aria-busy={locating}>
          <span aria-hidden="true">📍</span>
          {locating ? 'Finding you...' : 'Near me'}
        </Button>
      )}
      <p role="status" className="basis-full text-sm text-slate-700 empty:hidden sm:basis-auto">
        {active ? 'Nearest first: sorted by distance from you.' : problem ? NEAR_ME_MESSAGES[problem] : ''}
      </p>
    </div>
  );
}

/** The List | Map switch: two links, so the view is kept in the URL and can be shared. */
export function ViewSwitch({ view }: { view: ListView }) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const href = (target: ListView) => {
    const query = withView(searchParams, target).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const item = (target: ListView, label: string) => (
    <Link
      to={href(target)}
      preventScrollReset
      aria-current={view === target ? 'true' : undefined}
      className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
        view === target ? 'bg-bay-700 text-white' : 'text-bay-800 hover:bg-bay-50'
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="View" className="inline-flex rounded-full bg-white p-1 ring-1 ring-slate-300">
      {item('list', 'List')}
      {item('map', 'Map')}
    </nav>
  );
}

/** The list limited to a map area: says so, and clears it. */
export function SearchedArea({ noun, onClear }: { noun: string; onClear: () => void }) {
  return (
    <div className="flex items-center gap-2 rounded-full bg-bay-50 py-1 pl-4 pr-1 text-sm font-medium text-bay-900 ring-1 ring-bay-200">
      <span>Only {noun} in the map area</span>
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear area
      </Button>
    </div>
  );
}
