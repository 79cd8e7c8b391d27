/** A question as the answer sheet sees it: its number and whether it has an answer. */
export interface SheetItem {
  key: string;
  number: number;
  isAnswered: boolean;
}

interface NumberGridProps {
  items: readonly SheetItem[];
  onJump: (number: number) => void;
}

/** The question numbers in 5 columns (assessment.md 9); an answered one is green, a click jumps to it. */
export function NumberGrid({ items, onJump }: NumberGridProps) {
  return (
    <ol className="number-grid" aria-label="题号">
      {items.map((item) => (
        <li key={item.key}>
          <button
            type="button"
            className={`number-grid__item${item.isAnswered ? ' number-grid__item--answered' : ''}`}
            aria-label={`第 ${item.number} 题，${item.isAnswered ? '已答' : '未答'}`}
            onClick={() => onJump(item.number)}
          >
            {item.number}
          </button>
        </li>
      ))}
    </ol>
  );
}

/** 共 N 题 · 已答 a · 未答 b. */
export function AnswerCounts({ total, answered }: { total: number; answered: number }) {
  return (
    <dl className="answer-counts">
      <div>
        <dt>共</dt>
        <dd data-testid="count-total">{total} 题</dd>
      </div>
      <div className="answer-counts__answered">
        <dt>已答</dt>
        <dd data-testid="count-answered">{answered}</dd>
      </div>
      <div className="answer-counts__open">
        <dt>未答</dt>
        <dd data-testid="count-open">{total - answered}</dd>
      </div>
    </dl>
  );
}
