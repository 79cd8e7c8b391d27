import './skeleton-lines.css';

/**
 * Grey bars where text will be while it loads, so the layout does not jump. Plain CSS: the public
 * pages draw it without any styling code running in the browser.
 */
export function SkeletonLines({ rows, hasTitle = false }: { rows: number; hasTitle?: boolean }) {
  return (
    <div className="skeleton-lines" aria-hidden="true">
      {hasTitle ? <span className="skeleton-lines__bar skeleton-lines__bar--title" /> : null}
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={row} className="skeleton-lines__bar" />
      ))}
    </div>
  );
}

/** A grey square where a picture (a logo) will be. */
export function SkeletonSquare({ size }: { size: number }) {
  return <span className="skeleton-lines__bar skeleton-lines__square" style={{ width: size, height: size }} />;
}
