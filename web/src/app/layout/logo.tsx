import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';

export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <Link to={paths.home} className="flex items-center gap-2 rounded-lg font-extrabold tracking-tight">
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <circle cx="16" cy="16" r="16" fill="#135675" />
        <circle cx="16" cy="13" r="6" fill="#ff8538" />
        <path d="M4 20c4-2 8 2 12 0s8-2 12 0v4c-4-2-8 2-12 0s-8-2-12 0z" fill="#aedaea" />
      </svg>
      <span className={`text-xl ${tone === 'dark' ? 'text-white' : 'text-bay-800'}`}>{SITE_NAME}</span>
    </Link>
  );
}
