import type { ReactNode } from 'react';
import { MoreLink } from '@/components/more-link';
import { SectionHeading } from '@/components/section-heading';

interface HomeSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  /** Where 更多 leads. */
  more?: string;
  isTinted?: boolean;
  children: ReactNode;
}

/** One band of the home page: heading, optional 更多 link, content. */
export function HomeSection({ id, title, subtitle, more, isTinted = false, children }: HomeSectionProps) {
  return (
    <section className={isTinted ? 'page-section page-section--tinted' : 'page-section'} aria-labelledby={id}>
      <div className="container">
        <SectionHeading
          id={id}
          title={title}
          subtitle={subtitle}
          extra={more ? <MoreLink to={more} label={title} /> : undefined}
        />
        {children}
      </div>
    </section>
  );
}
