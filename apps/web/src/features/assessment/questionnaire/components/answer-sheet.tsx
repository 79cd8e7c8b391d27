import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useRef, useState } from 'react';
import { AnswerCounts, NumberGrid, type SheetItem } from './number-grid';

interface AnswerSheetProps {
  items: readonly SheetItem[];
  /** A phone: a sticky bottom bar whose 答题卡 button opens the grid, so the questions keep the width. */
  isCompact: boolean;
  isSubmitting: boolean;
  onJump: (number: number) => void;
  onSubmit: () => void;
}

/** The right panel of a questionnaire (assessment.md 2, the diagnosis and DCMM): counts, the number grid and 提交. */
export function AnswerSheet({ items, isCompact, isSubmitting, onJump, onSubmit }: AnswerSheetProps) {
  const [isGridOpen, setGridOpen] = useState(false);
  const jumpAfterClose = useRef<number | null>(null);
  const answered = items.filter((item) => item.isAnswered).length;
  const submit = (
    <Button type="primary" loading={isSubmitting} onClick={onSubmit} className="answer-sheet__submit">
      提交
    </Button>
  );
  if (!isCompact) {
    return (
      <aside className="answer-sheet" aria-label="答题卡">
        <h3 className="answer-sheet__title">答题卡</h3>
        <AnswerCounts total={items.length} answered={answered} />
        <NumberGrid items={items} onJump={onJump} />
        {submit}
      </aside>
    );
  }
  // The drawer locks the page's scrolling and takes the focus back when it closes: jump once it has closed.
  const jumpFromDrawer = (number: number) => {
    jumpAfterClose.current = number;
    setGridOpen(false);
  };
  const afterOpenChange = (isOpen: boolean) => {
    if (isOpen || jumpAfterClose.current === null) return;
    onJump(jumpAfterClose.current);
    jumpAfterClose.current = null;
  };
  return (
    <section className="answer-bar" aria-label="答题卡">
      <span className="answer-bar__progress">
        已答 <strong>{answered}</strong> / {items.length}
      </span>
      <Button icon={<AppstoreOutlined />} aria-expanded={isGridOpen} onClick={() => setGridOpen(true)}>
        答题卡
      </Button>
      {submit}
      <Drawer
        title="答题卡"
        placement="bottom"
        size="auto"
        open={isGridOpen}
        onClose={() => setGridOpen(false)}
        afterOpenChange={afterOpenChange}
      >
        <AnswerCounts total={items.length} answered={answered} />
        <NumberGrid items={items} onJump={jumpFromDrawer} />
      </Drawer>
    </section>
  );
}
