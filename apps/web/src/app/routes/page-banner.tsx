import type { ReactNode } from 'react';

/** The band under the header that names the page. */
export function PageBanner({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page-banner">
      <div className="container">
        <h1 className="page-banner__title">{title}</h1>
        {children ? <p className="page-banner__text">{children}</p> : null}
      </div>
    </section>
  );
}
