import type { DcmmRecord } from '@dtmm/shared';
import { Collapse } from 'antd';

/** Every question with the chosen options, folded away until asked for. */
export function AnswerList({ answers }: { answers: DcmmRecord['answers'] }) {
  return (
    <section className="result-card" aria-label="作答详情">
      <Collapse
        ghost
        className="dcmm-answers"
        items={[
          {
            key: 'answers',
            label: <span className="dcmm-answers__title">作答详情（共 {answers.length} 题）</span>,
            children: (
              <ol className="dcmm-answers__list">
                {answers.map((answer) => (
                  <li key={answer.itemNumber} className="dcmm-answers__item">
                    <span className="dcmm-answers__question">
                      {answer.itemNumber}. {answer.questionName}
                    </span>
                    <ul className="dcmm-answers__chosen">
                      {answer.chosen.map((label) => (
                        <li key={label}>{label}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            ),
          },
        ]}
      />
    </section>
  );
}
