import { describe, expect, it } from 'vitest';
import { BANK_LIMITS, BARE_NONE_LABEL, checkBank, NONE_LABEL, summarizeBank } from './bank-check';
import { type BankQuestion, INDICATOR_SYSTEM } from './indicator-system';

const LEVELS = [1, 2, 3, 4, 5] as const;

/** A minimal bank that passes: one single-choice question per gating indicator and level, one band question per 成效 indicator. */
function validBank(): BankQuestion[] {
  const questions: BankQuestion[] = [];
  for (const area of INDICATOR_SYSTEM)
    for (const group of area.groups)
      for (const { id } of group.indicators) {
        if (!area.isGating) {
          questions.push({
            id: `${id}-Q`,
            indicatorId: id,
            level: 1,
            questionType: 1,
            title: `${id} 的数值`,
            questionDesc: '按上一年度数据计算',
            options: [
              { id: 'A', label: '高于 90%', credit: 1 },
              { id: 'B', label: '70%–90%', credit: 0.6 },
              { id: 'C', label: '低于 70%', credit: 0.2 },
            ],
          });
          continue;
        }
        for (const level of LEVELS)
          questions.push({
            id: `${id}-L${level}-1`,
            indicatorId: id,
            level,
            questionType: 1,
            title: `${id} 第 ${level} 级做法`,
            questionDesc: '说明与举例',
            options: [
              { id: 'A', label: '全部做到', credit: 1 },
              { id: 'B', label: '部分做到', credit: 0.5 },
              { id: 'C', label: '暂无', credit: 0, exclusive: true },
            ],
          });
      }
  return questions;
}

/** The valid bank with one question replaced (or removed when `change` returns null). */
function withQuestion(id: string, change: (q: BankQuestion) => BankQuestion | null): BankQuestion[] {
  const bank = validBank();
  const at = bank.findIndex((q) => q.id === id);
  expect(at).toBeGreaterThanOrEqual(0);
  const changed = change(structuredClone(bank[at] as BankQuestion));
  if (changed) bank[at] = changed;
  else bank.splice(at, 1);
  return bank;
}

const multiple = (q: BankQuestion, credits: number[]): BankQuestion => ({
  ...q,
  questionType: 2,
  options: [
    ...credits.map((credit, i) => ({ id: String.fromCharCode(65 + i), label: `做法${i + 1}`, credit })),
    { id: String.fromCharCode(65 + credits.length), label: '以上均未实现', credit: 0, exclusive: true },
  ],
});

function expectProblem(bank: BankQuestion[], pattern: RegExp): void {
  const problems = checkBank(bank);
  expect(
    problems.some((p) => pattern.test(p)),
    `expected ${pattern} among ${JSON.stringify(problems)}`,
  ).toBe(true);
}

describe('checkBank', () => {
  it('accepts a complete, consistent bank', () => {
    expect(checkBank(validBank())).toEqual([]);
  });

  it('wants every gating indicator at every level', () => {
    expectProblem(
      withQuestion('T05-L3-1', () => null),
      /indicator T05 \(数据管理\) has no question at level 3/,
    );
    expectProblem(
      withQuestion('T26-L5-1', () => null),
      /indicator T26 \(售后服务\) has no question at level 5/,
    );
  });

  it('wants exactly one quantitative question per 成效 indicator, single choice at level 1', () => {
    expectProblem(
      withQuestion('T29-Q', () => null),
      /T29 \(产品合格率\) needs exactly one quantitative question, has 0/,
    );
    const twice = validBank();
    twice.push({ ...(twice.find((q) => q.id === 'T29-Q') as BankQuestion), id: 'T29-L1-1' });
    expectProblem(twice, /T29 .* has 2/);
    expectProblem(twice, /question T29-L1-1: a 成效 question's id must be T29-Q/);
    expectProblem(
      withQuestion('T30-Q', (q) => ({ ...q, level: 2 })),
      /T30-Q: a 成效 question is asked at level 1/,
    );
    expectProblem(
      withQuestion('T31-Q', (q) => ({ ...q, questionType: 2 })),
      /T31-Q: a 成效 question is single choice/,
    );
  });

  it('wants unique ids of the documented form', () => {
    const duplicate = validBank();
    duplicate.push(structuredClone(duplicate[0] as BankQuestion));
    expectProblem(duplicate, /question T01-L1-1: the id is used more than once/);
    expectProblem(
      withQuestion('T05-L3-1', (q) => ({ ...q, id: 'T05-3-1' })),
      /T05-3-1: the id does not read/,
    );
    expectProblem(
      withQuestion('T05-L3-1', (q) => ({ ...q, id: 'T05-L3-01' })),
      /T05-L3-01: the id does not read/,
    );
    expectProblem(
      withQuestion('T05-L3-1', (q) => ({ ...q, id: 'T05-L2-1' })),
      /does not match indicator T05 at level 3/,
    );
    expectProblem(
      withQuestion('T05-L3-1', (q) => ({ ...q, id: 'T05-Q' })),
      /T05-Q: the id does not read/,
    );
  });

  it('wants a known indicator, a level 1–5 and a question type 1 or 2', () => {
    const orphan = validBank();
    orphan.push({ ...(orphan[0] as BankQuestion), id: 'T99-L1-1', indicatorId: 'T99' });
    expectProblem(orphan, /T99-L1-1: indicator T99 is not in the indicator system/);
    expectProblem(
      withQuestion('T01-L5-1', (q) => ({ ...q, level: 6 as 5 })),
      /level 6 is not one of 1–5/,
    );
    expectProblem(
      withQuestion('T01-L5-1', (q) => ({ ...q, questionType: 3 as 1 })),
      /questionType 3 is neither/,
    );
  });

  it('wants every credit in [0, 1]', () => {
    for (const credit of [1.5, -0.1, Number.NaN])
      expectProblem(
        withQuestion('T02-L2-1', (q) => {
          (q.options[1] as { credit: number }).credit = credit;
          return q;
        }),
        /T02-L2-1 option B: credit .* is not in \[0, 1\]/,
      );
  });

  it('wants exactly one exclusive none option with credit 0, last', () => {
    expectProblem(
      withQuestion('T03-L1-1', (q) => ({ ...q, options: q.options.map((o) => ({ ...o, exclusive: false })) })),
      /T03-L1-1: 0 exclusive options/,
    );
    expectProblem(
      withQuestion('T03-L1-1', (q) => ({
        ...q,
        options: [...q.options, { id: 'D', label: '无', credit: 0, exclusive: true }],
      })),
      /T03-L1-1: 2 exclusive options/,
    );
    expectProblem(
      withQuestion('T03-L1-1', (q) => {
        (q.options[2] as { credit: number }).credit = 0.2;
        return q;
      }),
      /T03-L1-1 option C: the exclusive option must carry credit 0/,
    );
    expectProblem(
      withQuestion('T03-L1-1', (q) => {
        (q.options[2] as { label: string }).label = '其他';
        return q;
      }),
      /T03-L1-1 option C: the exclusive option '其他' is not worded as none/,
    );
    expectProblem(
      withQuestion('T03-L1-1', (q) => ({
        ...q,
        options: [q.options[2], q.options[0], q.options[1]] as typeof q.options,
      })),
      /T03-L1-1 option C: the exclusive option must be the last/,
    );
    // A 成效 question may have one ('尚未统计'), not two.
    expectProblem(
      withQuestion('T28-Q', (q) => ({
        ...q,
        options: [
          ...q.options,
          { id: 'D', label: '尚未统计', credit: 0, exclusive: true },
          { id: 'E', label: '无法统计', credit: 0, exclusive: true },
        ],
      })),
      /T28-Q: 2 exclusive options, at most one/,
    );
    expect(
      checkBank(
        withQuestion('T28-Q', (q) => ({
          ...q,
          options: [...q.options, { id: 'D', label: '尚未统计', credit: 0, exclusive: true }],
        })),
      ),
    ).toEqual([]);
  });

  it('wants every none-worded option to be the exclusive one', () => {
    expectProblem(
      withQuestion('T04-L4-1', (q) => {
        (q.options[1] as { label: string }).label = '暂无书面规定，但口头要求';
        return q;
      }),
      /T04-L4-1 option B: '暂无书面规定，但口头要求' says none but is not the exclusive option/,
    );
    expect(
      checkBank(
        withQuestion('T04-L4-1', (q) => {
          (q.options[1] as { label: string }).label = '无纸化办公覆盖主要审批';
          return q;
        }),
      ),
    ).toEqual([]);
  });

  it('wants unique single-letter option ids and distinct labels', () => {
    expectProblem(
      withQuestion('T06-L2-1', (q) => {
        (q.options[1] as { id: string }).id = 'A';
        return q;
      }),
      /T06-L2-1 option A: the option id is used more than once/,
    );
    expectProblem(
      withQuestion('T06-L2-1', (q) => {
        (q.options[1] as { id: string }).id = 'b1';
        return q;
      }),
      /T06-L2-1 option b1: the option id is not a single capital letter/,
    );
    expectProblem(
      withQuestion('T06-L2-1', (q) => {
        (q.options[1] as { label: string }).label = '全部做到';
        return q;
      }),
      /T06-L2-1 option B: the label repeats another option's/,
    );
  });

  it('wants a single-choice question to offer full credit', () => {
    expectProblem(
      withQuestion('T07-L3-1', (q) => {
        (q.options[0] as { credit: number }).credit = 0.9;
        return q;
      }),
      /T07-L3-1: a single-choice question needs an option with credit 1/,
    );
  });

  it('wants the non-exclusive credits of a multiple-choice question to reach 1', () => {
    expectProblem(
      withQuestion('T08-L2-1', (q) => multiple(q, [0.3, 0.3, 0.3])),
      /T08-L2-1: the non-exclusive credits sum to 0.9/,
    );
    expect(checkBank(withQuestion('T08-L2-1', (q) => multiple(q, [0.35, 0.35, 0.3])))).toEqual([]);
    expect(checkBank(withQuestion('T08-L2-1', (q) => multiple(q, [0.5, 0.5, 0.5])))).toEqual([]);
    // The exclusive option does not count towards the sum.
    expectProblem(
      withQuestion('T08-L2-1', (q) => {
        const m = multiple(q, [0.5, 0.4]);
        (m.options[2] as { credit: number }).credit = 0.1;
        return m;
      }),
      /T08-L2-1: the non-exclusive credits sum to 0.9/,
    );
  });

  it(`wants at most ${BANK_LIMITS.questionsPerLevel} questions in a level's questionnaire`, () => {
    const bank = validBank();
    for (let n = 2; n <= 11; n++)
      bank.push({ ...(bank.find((q) => q.id === 'T13-L2-1') as BankQuestion), id: `T13-L2-${n}` });
    expect(checkBank(bank)).toEqual(["level 2's questionnaire has 36 questions, more than 35"]);
    // Level 1 holds the 26 gating questions and the 5 quantitative ones: 4 more fit, 5 do not.
    const first = validBank();
    for (let n = 2; n <= 6; n++)
      first.push({ ...(first.find((q) => q.id === 'T13-L1-1') as BankQuestion), id: `T13-L1-${n}` });
    expect(checkBank(first)).toEqual(["level 1's questionnaire has 36 questions, more than 35"]);
  });

  it('wants no empty or overlong text and at least two options', () => {
    expectProblem(
      withQuestion('T09-L1-1', (q) => ({ ...q, title: '  ' })),
      /T09-L1-1: title is empty/,
    );
    expectProblem(
      withQuestion('T09-L1-1', (q) => ({ ...q, questionDesc: '' })),
      /T09-L1-1: questionDesc is empty/,
    );
    expectProblem(
      withQuestion('T09-L1-1', (q) => {
        (q.options[0] as { label: string }).label = '';
        return q;
      }),
      /T09-L1-1 option A: label is empty/,
    );
    expectProblem(
      withQuestion('T09-L1-1', (q) => ({ ...q, title: '很'.repeat(61) })),
      /T09-L1-1: title has 61 characters, at most 60/,
    );
    expectProblem(
      withQuestion('T09-L1-1', (q) => ({ ...q, questionDesc: '例'.repeat(201) })),
      /questionDesc has 201 characters, at most 200/,
    );
    expectProblem(
      withQuestion('T09-L1-1', (q) => ({ ...q, options: [{ id: 'A', label: '暂无', credit: 0, exclusive: true }] })),
      /T09-L1-1: 1 option\(s\), at least 2 needed/,
    );
  });

  it('summarises the bank in one line', () => {
    expect(summarizeBank(validBank())).toBe(
      '135 questions (L1 31, L2 26, L3 26, L4 26, L5 26; 135 single choice, 0 multiple choice; 5 quantitative)',
    );
  });
});

describe('NONE_LABEL and BARE_NONE_LABEL', () => {
  const bare = [
    '无',
    '无（尚未开展）',
    '暂无',
    '暂无相关系统',
    '以上均未实现',
    '以上均未集成',
    '以上都没有',
    '尚未统计',
  ];
  it.each([...bare, '无专门系统', '未开展'])('an exclusive option may read %s', (label) => {
    expect(NONE_LABEL.test(label)).toBe(true);
  });
  it.each(['部分做到', '其他', '全部未做'])('an exclusive option may not read %s', (label) => {
    expect(NONE_LABEL.test(label)).toBe(false);
  });
  it.each(bare)('only the exclusive option may read %s', (label) => {
    expect(BARE_NONE_LABEL.test(label)).toBe(true);
  });
  it.each(['无纸化办公', '无人值守地磅', '无功补偿装置自动投切', '部分做到'])('any option may read %s', (label) => {
    expect(BARE_NONE_LABEL.test(label)).toBe(false);
  });
});
