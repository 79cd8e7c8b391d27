import './rich-text.css';
import { EditorContent, useEditor } from '@tiptap/react';
import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_ACCEPT } from '@/components/image-upload/upload-checks';
import { LinkModal } from './link-modal';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions';
import { RichTextToolbar } from './rich-text-toolbar';
import { useImageInsert } from './use-image-insert';

export interface RichTextEditorProps {
  /** HTML; '' for none. */
  value?: string;
  onChange?: (html: string) => void;
  /** The field's name, for screen readers (the editable area is not an input a label can point at). */
  label: string;
  id?: string;
}

/**
 * The content forms' rich text (Tiptap 3, headless, styled here): the form value is the editor's
 * HTML, '' when empty. The server sanitises it when stored; this only writes what the policy keeps.
 */
export function RichTextEditor({ value = '', onChange, label, id }: RichTextEditorProps) {
  const emitted = useRef(value);
  const picker = useRef<HTMLInputElement>(null);
  const [isLinking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    editorProps: {
      attributes: { class: 'rich-editor__content', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
    },
    onUpdate: ({ editor: changed }) => {
      emitted.current = changed.isEmpty ? '' : changed.getHTML();
      onChange?.(emitted.current);
    },
  });
  // A value set from outside (the stored item after a save) replaces the content; our own echo does not.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const image = useImageInsert(editor);

  const setLink = (href: string) => {
    setLinking(false);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!href) chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
  };

  return (
    <div className="rich-editor" id={id}>
      <RichTextToolbar
        editor={editor}
        isUploading={image.isUploading}
        onLink={() => setLinking(true)}
        onImage={() => picker.current?.click()}
      />
      <Spin spinning={image.isUploading} description="图片上传中…">
        <EditorContent editor={editor} />
      </Spin>
      <input
        ref={picker}
        type="file"
        accept={IMAGE_ACCEPT}
        className="rich-editor__picker"
        aria-label={`${label}：插入图片`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file may be picked again
          if (file) void image.insert(file);
        }}
      />
      <LinkModal
        isOpen={isLinking}
        current={String(editor.getAttributes('link').href ?? '')}
        onDone={setLink}
        onCancel={() => setLinking(false)}
      />
    </div>
  );
}
