import './label-tag.css';
import type { ReactNode } from 'react';

/** The colours public pages use: the palette's names and the three status colours. */
export type LabelTagColor = 'default' | 'blue' | 'green' | 'orange' | 'purple' | 'processing' | 'success' | 'error';

/**
 * A small coloured label, drawn by plain CSS: the public pages render it on the server and show it
 * without running any styling code in the browser (antd's Tag computes its styles at run time).
 */
export function LabelTag({
  color = 'default',
  className,
  children,
}: {
  color?: LabelTagColor;
  className?: string;
  children: ReactNode;
}) {
  return <span className={`label-tag label-tag--${color}${className ? ` ${className}` : ''}`}>{children}</span>;
}
