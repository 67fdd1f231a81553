/** The premium (PLATINUM) sample block; its text is fixed by the spec, not business data. */
export const OWNER_BLOCK_TEXT =
  "Thank you for discovering us on Tampa Local! We're proud to be part of the Tampa Bay community, and we put care into every visit. Stop by, say hello, and let us know you found us here. We can't wait to welcome you.";

/** Premium placement: featured businesses, and the spec's harbor-brunch sample. */
export function showsOwnerBlock(business: { featured: boolean; slug: string }): boolean {
  return business.featured || business.slug === 'harbor-brunch';
}

export function OwnerBlock({ businessName }: { businessName: string }) {
  return (
    <section
      aria-labelledby="owner-heading"
      className="rounded-2xl bg-gradient-to-br from-sunset-900/60 via-night-900 to-bay-900 p-6 ring-1 ring-sunset-400/40"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="owner-heading" className="text-2xl font-bold text-white">
          From the Business Owner
        </h2>
        <span className="rounded-full bg-gradient-to-r from-slate-200 to-white px-3 py-0.5 text-xs font-extrabold tracking-widest text-night-950">
          PLATINUM
        </span>
      </div>
      <blockquote className="mt-4 text-lg text-slate-100">
        <p>“{OWNER_BLOCK_TEXT}”</p>
        <footer className="mt-3 text-sm text-slate-300">— The team at {businessName}</footer>
      </blockquote>
    </section>
  );
}
