import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, useEditorState } from '@tiptap/react';
import { Button, Divider, Tooltip } from 'antd';
import type { ReactNode } from 'react';

interface ToolProps {
  label: string;
  icon: ReactNode;
  isActive?: boolean;
  isDisabled?: boolean;
  onClick: () => void;
}

function Tool({ label, icon, isActive = false, isDisabled = false, onClick }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button
        type={isActive ? 'primary' : 'text'}
        ghost={isActive}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={isActive}
        disabled={isDisabled}
        // Keep the selection in the editor while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

interface RichTextToolbarProps {
  editor: Editor;
  isUploading: boolean;
  onLink: () => void;
  onImage: () => void;
}

/** 标题, 加粗, 斜体, 列表, 引用, 链接, 插入图片, 撤销/重做; the buttons show where the cursor is. */
export function RichTextToolbar({ editor, isUploading, onLink, onImage }: RichTextToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      ordered: e.isActive('orderedList'),
      bullet: e.isActive('bulletList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  return (
    <div className="rich-editor__toolbar" role="toolbar" aria-label="格式">
      {/* The name holds the H3 the button shows: a speech-input user says what they see (WCAG 2.5.3). */}
      <Tool label="标题 H3" icon="H3" isActive={state.h3} onClick={() => run().toggleHeading({ level: 3 }).run()} />
      <Tool label="小标题 H4" icon="H4" isActive={state.h4} onClick={() => run().toggleHeading({ level: 4 }).run()} />
      <Divider orientation="vertical" />
      <Tool label="加粗" icon={<BoldOutlined />} isActive={state.bold} onClick={() => run().toggleBold().run()} />
      <Tool label="斜体" icon={<ItalicOutlined />} isActive={state.italic} onClick={() => run().toggleItalic().run()} />
      <Divider orientation="vertical" />
      <Tool
        label="有序列表"
        icon={<OrderedListOutlined />}
        isActive={state.ordered}
        onClick={() => run().toggleOrderedList().run()}
      />
      <Tool
        label="无序列表"
        icon={<UnorderedListOutlined />}
        isActive={state.bullet}
        onClick={() => run().toggleBulletList().run()}
      />
      <Tool label="引用" icon="“" isActive={state.quote} onClick={() => run().toggleBlockquote().run()} />
      <Divider orientation="vertical" />
      <Tool label="链接" icon={<LinkOutlined />} isActive={state.link} onClick={onLink} />
      <Tool label="插入图片" icon={<PictureOutlined />} isDisabled={isUploading} onClick={onImage} />
      <Divider orientation="vertical" />
      <Tool label="撤销" icon={<UndoOutlined />} isDisabled={!state.canUndo} onClick={() => run().undo().run()} />
      <Tool label="重做" icon={<RedoOutlined />} isDisabled={!state.canRedo} onClick={() => run().redo().run()} />
    </div>
  );
}
