import { buttonClass } from '@/components/ui/button';

export const BUSINESS_SIGNUP_MESSAGE = 'Business listings are coming soon!';
export const CREATOR_SIGNUP_MESSAGE = 'Creator sign-ups are coming soon!';

/** 'Get Featured': both sign-ups are announced, not built yet (spec). */
export function GetFeatured() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="rounded-3xl bg-bay-50 p-8 ring-1 ring-bay-200">
        <p className="text-3xl" aria-hidden="true">
          🏪
        </p>
        <h3 className="mt-3 text-xl font-bold text-slate-900">Own a Tampa business?</h3>
        <p className="mt-2 text-slate-700">
          Put your spot in front of locals looking for their next favourite place, with creator videos and a premium
          profile.
        </p>
        <button
          type="button"
          onClick={() => window.alert(BUSINESS_SIGNUP_MESSAGE)}
          className={buttonClass('secondary', 'lg', 'mt-6')}
        >
          For Businesses
        </button>
      </div>
      <div className="rounded-3xl bg-palm-50 p-8 ring-1 ring-palm-200">
        <p className="text-3xl" aria-hidden="true">
          🎥
        </p>
        <h3 className="mt-3 text-xl font-bold text-slate-900">Create content about Tampa?</h3>
        <p className="mt-2 text-slate-700">
          Share your recommendations with thousands of locals and partner with the businesses you love.
        </p>
        <button
          type="button"
          onClick={() => window.alert(CREATOR_SIGNUP_MESSAGE)}
          className={buttonClass('primary', 'lg', 'mt-6')}
        >
          For Influencers
        </button>
      </div>
    </div>
  );
}
