/** The card every auth screen sits in: a heading, an introduction, then the form. */
import type { ReactNode } from 'react';

export function AuthCard({ heading, intro, children }: { heading: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="card mx-auto w-full max-w-md bg-base-100 shadow-sm" aria-labelledby="auth-heading">
      <div className="card-body gap-4 p-5 sm:p-8">
        <header>
          <a href="/" className="text-sm font-semibold text-primary">
            DealLedger
          </a>
          <h1 id="auth-heading" className="mt-2 text-2xl font-semibold">
            {heading}
          </h1>
          {intro && <p className="mt-1 text-sm opacity-80">{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
