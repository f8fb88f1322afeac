/** One figure of a dashboard as a daisyUI stat, with a link to where it is dealt with. */
import type { ReactNode } from 'react';

export function StatTile({
  title,
  value,
  detail,
  href,
  linkLabel,
}: {
  title: string;
  value: number;
  detail?: ReactNode;
  href?: string;
  linkLabel?: string;
}) {
  return (
    <section className="stats border border-[var(--surface-border)] bg-base-100" aria-label={title}>
      <div className="stat">
        <h2 className="stat-title">{title}</h2>
        <p className="stat-value tabular-nums">{value}</p>
        {(detail || href) && (
          <p className="stat-desc flex flex-wrap gap-x-2">
            {detail}
            {href && (
              <a className="link link-primary" href={href}>
                {linkLabel}
              </a>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
