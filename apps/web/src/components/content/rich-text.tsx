import './content.css';
import { sanitizeRichText } from '@dtmm/shared/rich-text/sanitize-rich-text';
import { useMemo } from 'react';

/**
 * Operator-written HTML, shown only through the one sanitiser (docs/security.md): the server cleans it
 * when stored, and the page cleans it again, so a row written before a policy change stays inert.
 */
export function RichText({ html, empty = '暂无内容' }: { html: string | null | undefined; empty?: string }) {
  const clean = useMemo(() => sanitizeRichText(html ?? ''), [html]);
  if (!clean.trim()) return <p className="rich-text rich-text--empty">{empty}</p>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText just above
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
