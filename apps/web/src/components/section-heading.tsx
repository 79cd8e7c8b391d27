import type { ReactNode } from 'react';

interface SectionHeadingProps {
  title: string;
  subtitle?: string;
  /** Something at the right end, e.g. a 更多 link. */
  extra?: ReactNode;
  id?: string;
}

/** A section title with an optional subtitle and an action on the right. */
export function SectionHeading({ title, subtitle, extra, id }: SectionHeadingProps) {
  return (
    <div className="section-heading">
      <div>
        <h2 className="section-heading__title" id={id}>
          {title}
        </h2>
        {subtitle ? <p className="section-heading__subtitle">{subtitle}</p> : null}
      </div>
      {extra ? <div className="section-heading__extra">{extra}</div> : null}
    </div>
  );
}
