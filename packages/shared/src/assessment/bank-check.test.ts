import { describe, expect, it } from 'vitest';
import { BANK_LIMITS, BARE_NONE_LABEL, checkBank, NONE_LABEL, summarizeBank, wordingProblems } from './bank-check';
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
      /指标 T05（数据管理）第3级没有题目/,
    );
    expectProblem(
      withQuestion('T26-L5-1', () => null),
      /指标 T26（售后服务）第5级没有题目/,
    );
  });

  it('wants exactly one quantitative question per 成效 indicator, single choice at level 1', () => {
    expectProblem(
      withQuestion('T29-Q', () => null),
      /指标 T29（产品合格率）对工业企业应有且只有一道量化题，现有0道/,
    );
    const twice = validBank();
    twice.push({ ...(twice.find((q) => q.id === 'T29-Q') as BankQuestion), id: 'T29-L1-1' });
    expectProblem(twice, /T29.*现有2道/);
    expectProblem(twice, /题目 T29-L1-1：成效题的题号应为 T29-Q/);
    expectProblem(
      withQuestion('T30-Q', (q) => ({ ...q, level: 2 })),
      /题目 T30-Q：成效题应在第1级提问/,
    );
    expectProblem(
      withQuestion('T31-Q', (q) => ({ ...q, questionType: 2 })),
      /题目 T31-Q：成效题应为单选题/,
    );
  });

  it('wants unique ids of the documented form', () => {
    const duplicate = validBank();
    duplicate.push(structuredClone(duplicate[0] as BankQuestion));
    expectProblem(duplicate, /题目 T01-L1-1：题号重复/);
    expectProblem(
      withQuestion('T05-L3-1', (q) => ({ ...q, id: 'T05-3-1' })),
      /题目 T05-3-1：题号格式应为/,
    );
    expectProblem(
      withQuestion('T05-L3-1', (q) => ({ ...q, id: 'T05-L3-01' })),
      /题目 T05-L3-01：题号格式应为/,
    );
    expectProblem(
      withQuestion('T05-L3-1', (q) => ({ ...q, id: 'T05-L2-1' })),
      /题号与指标 T05、第3级不符/,
    );
    expectProblem(
      withQuestion('T05-L3-1', (q) => ({ ...q, id: 'T05-Q' })),
      /题目 T05-Q：题号格式应为/,
    );
  });

  it('wants a known indicator, a level 1–5 and a question type 1 or 2', () => {
    const orphan = validBank();
    orphan.push({ ...(orphan[0] as BankQuestion), id: 'T99-L1-1', indicatorId: 'T99' });
    expectProblem(orphan, /题目 T99-L1-1：指标 T99 不在指标体系中/);
    expectProblem(
      withQuestion('T01-L5-1', (q) => ({ ...q, level: 6 as 5 })),
      /级别 6 不在1–5级之间/,
    );
    expectProblem(
      withQuestion('T01-L5-1', (q) => ({ ...q, questionType: 3 as 1 })),
      /题型 3 无效/,
    );
  });

  it('wants every credit in [0, 1]', () => {
    for (const credit of [1.5, -0.1, Number.NaN])
      expectProblem(
        withQuestion('T02-L2-1', (q) => {
          (q.options[1] as { credit: number }).credit = credit;
          return q;
        }),
        /题目 T02-L2-1 选项 B：分值 .* 不在0到1之间/,
      );
  });

  it('wants exactly one exclusive none option with credit 0, last', () => {
    expectProblem(
      withQuestion('T03-L1-1', (q) => ({ ...q, options: q.options.map((o) => ({ ...o, exclusive: false })) })),
      /题目 T03-L1-1：有0个互斥选项/,
    );
    expectProblem(
      withQuestion('T03-L1-1', (q) => ({
        ...q,
        options: [...q.options, { id: 'D', label: '无', credit: 0, exclusive: true }],
      })),
      /题目 T03-L1-1：有2个互斥选项/,
    );
    expectProblem(
      withQuestion('T03-L1-1', (q) => {
        (q.options[2] as { credit: number }).credit = 0.2;
        return q;
      }),
      /题目 T03-L1-1 选项 C：互斥选项的分值应为0/,
    );
    expectProblem(
      withQuestion('T03-L1-1', (q) => {
        (q.options[2] as { label: string }).label = '其他';
        return q;
      }),
      /题目 T03-L1-1 选项 C：互斥选项“其他”没有表达“无”/,
    );
    expectProblem(
      withQuestion('T03-L1-1', (q) => ({
        ...q,
        options: [q.options[2], q.options[0], q.options[1]] as typeof q.options,
      })),
      /题目 T03-L1-1 选项 C：互斥选项应排在最后/,
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
      /题目 T28-Q：有2个互斥选项，最多1个/,
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
      /题目 T04-L4-1 选项 B：“暂无书面规定，但口头要求”表示“无”，却不是互斥选项/,
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
      /题目 T06-L2-1 选项 A：选项编号重复/,
    );
    expectProblem(
      withQuestion('T06-L2-1', (q) => {
        (q.options[1] as { id: string }).id = 'b1';
        return q;
      }),
      /题目 T06-L2-1 选项 b1：选项编号应为单个大写字母/,
    );
    expectProblem(
      withQuestion('T06-L2-1', (q) => {
        (q.options[1] as { label: string }).label = '全部做到';
        return q;
      }),
      /题目 T06-L2-1 选项 B：选项内容与其他选项重复/,
    );
  });

  it('wants a single-choice question to offer full credit', () => {
    expectProblem(
      withQuestion('T07-L3-1', (q) => {
        (q.options[0] as { credit: number }).credit = 0.9;
        return q;
      }),
      /题目 T07-L3-1：单选题至少要有一个分值为1的选项/,
    );
  });

  it('wants the non-exclusive credits of a multiple-choice question to reach 1', () => {
    expectProblem(
      withQuestion('T08-L2-1', (q) => multiple(q, [0.3, 0.3, 0.3])),
      /题目 T08-L2-1：多选题非互斥选项的分值合计为0.9/,
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
      /题目 T08-L2-1：多选题非互斥选项的分值合计为0.9/,
    );
  });

  it(`wants at most ${BANK_LIMITS.questionsPerLevel} questions in a level's questionnaire`, () => {
    const bank = validBank();
    for (let n = 2; n <= 11; n++)
      bank.push({ ...(bank.find((q) => q.id === 'T13-L2-1') as BankQuestion), id: `T13-L2-${n}` });
    expect(checkBank(bank)).toEqual(['工业企业的第2级问卷有36道题，超过上限35道']);
    // Level 1 holds the 26 gating questions and the 5 quantitative ones: 4 more fit, 5 do not.
    const first = validBank();
    for (let n = 2; n <= 6; n++)
      first.push({ ...(first.find((q) => q.id === 'T13-L1-1') as BankQuestion), id: `T13-L1-${n}` });
    expect(checkBank(first)).toEqual(['工业企业的第1级问卷有36道题，超过上限35道']);
  });

  it('wants no empty or overlong text and at least two options', () => {
    expectProblem(
      withQuestion('T09-L1-1', (q) => ({ ...q, title: '  ' })),
      /题目 T09-L1-1：题目为空/,
    );
    expectProblem(
      withQuestion('T09-L1-1', (q) => ({ ...q, questionDesc: '' })),
      /题目 T09-L1-1：题目说明为空/,
    );
    expectProblem(
      withQuestion('T09-L1-1', (q) => {
        (q.options[0] as { label: string }).label = '';
        return q;
      }),
      /题目 T09-L1-1 选项 A：选项内容为空/,
    );
    expectProblem(
      withQuestion('T09-L1-1', (q) => ({ ...q, title: '很'.repeat(61) })),
      /题目 T09-L1-1：题目有61个字，最多60个字/,
    );
    expectProblem(
      withQuestion('T09-L1-1', (q) => ({ ...q, questionDesc: '例'.repeat(201) })),
      /题目说明有201个字，最多200个字/,
    );
    expectProblem(
      withQuestion('T09-L1-1', (q) => ({ ...q, options: [{ id: 'A', label: '暂无', credit: 0, exclusive: true }] })),
      /题目 T09-L1-1：只有1个选项，至少需要2个/,
    );
  });

  it('summarises the bank in one line', () => {
    expect(summarizeBank(validBank())).toBe(
      '178 questions (L1 42, L2 34, L3 34, L4 34, L5 34; 178 single choice, 0 multiple choice; 8 quantitative)',
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

describe('wordingProblems (what a version must meet to be published since version 2)', () => {
  const single = (labels: [string, number][]): BankQuestion => ({
    id: 'T04-L2-1',
    indicatorId: 'T04',
    level: 2,
    questionType: 1,
    title: '题',
    questionDesc: '说明',
    options: [
      ...labels.map(([label, credit], i) => ({ id: String.fromCharCode(65 + i), label, credit })),
      { id: 'Z', label: '暂无', credit: 0, exclusive: true },
    ],
  });

  it('refuses a single choice whose options are ranked by credit, either way', () => {
    const ranked = single([
      ['按岗位分配权限', 1],
      ['按部门分配权限', 0.6],
      ['统一管理员账号', 0.3],
    ]);
    expect(wordingProblems([ranked])).toEqual(['题目 T04-L2-1：选项按分值高低排列，位置泄露了答案']);
    const rising = { ...ranked, options: [...ranked.options.slice(0, 3)].reverse().concat(ranked.options.slice(3)) };
    expect(wordingProblems([rising])).toHaveLength(1);
    const mixed = { ...ranked, options: [ranked.options[1], ranked.options[0], ranked.options[2], ranked.options[3]] };
    expect(wordingProblems([mixed as BankQuestion])).toEqual([]);
  });

  it('refuses credit for absence or intention, not a zero-credit state', () => {
    const question = single([
      ['按部门分配权限', 0.6],
      ['按岗位分配权限', 1],
      ['账号多人共用，备份靠个人自觉', 0.3],
    ]);
    expect(wordingProblems([question])).toEqual([
      '题目 T04-L2-1 选项 C：“账号多人共用，备份靠个人自觉”描述未做或打算做，却得0.3分',
    ]);
    const fixed = single([
      ['按部门分配权限', 0.6],
      ['按岗位分配权限', 1],
      ['账号多人共用', 0],
    ]);
    expect(wordingProblems([fixed])).toEqual([]);
  });
});
