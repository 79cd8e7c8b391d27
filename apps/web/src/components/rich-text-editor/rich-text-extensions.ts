import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

/**
 * What the editor can write: only elements our sanitiser keeps (docs/security.md), so what the
 * operator sees is what is stored. Headings are h3/h4 under the page's own title; code, code blocks
 * and rules are off (the policy drops them). Tables are kept so imported and demo content with
 * tables survives an edit; there is no button to draw new ones.
 */
export const RICH_TEXT_EXTENSIONS: Extensions = [
  StarterKit.configure({
    heading: { levels: [3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  // No data: URLs: the policy keeps images from our own file paths only.
  Image.configure({ allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
];
