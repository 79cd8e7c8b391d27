import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

// Tiptap and ProseMirror are a chunk of their own, fetched only when a form with rich text opens.
const RichTextEditor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

/** A content form's rich-text input; the editor loads on first use. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} className="rich-editor rich-editor--loading" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
