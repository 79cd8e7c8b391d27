import { DCMM_NONE_LABELS, type DcmmQuestionnaire } from '@dtmm/shared';
import { describe, expect, it } from 'vitest';
import { checkDcmmQuestionnaire } from './dcmm-questionnaire.check';
import { DCMM_QUESTIONNAIRE_V1 } from './dcmm-questionnaire.data';

const { questions, capabilityAreas } = DCMM_QUESTIONNAIRE_V1;
const question = (id: string) => questions.find((q) => q.id === id);
const labels = (id: string) => question(id)?.options.map((option) => option.label);

describe('DCMM questionnaire version 1', () => {
  it('passes the publication check', () => {
    expect(checkDcmmQuestionnaire(DCMM_QUESTIONNAIRE_V1)).toEqual([]);
  });

  it('holds 15 items D01–D15, numbered 1–15', () => {
    expect(questions.map((q) => q.id)).toEqual(
      Array.from({ length: 15 }, (_, i) => `D${String(i + 1).padStart(2, '0')}`),
    );
    expect(questions.map((q) => q.itemNumber)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('gates items 1–3 for both parties and item 4 for the data service party only', () => {
    expect(questions.map((q) => q.gateFor)).toEqual([
      ['A', 'B'],
      ['A', 'B'],
      ['A', 'B'],
      ['B'],
      ...Array.from({ length: 11 }, () => []),
    ]);
  });

  it('asks founding time, social-security headcount, revenue and planning with D as the lowest answer', () => {
    expect(question('D01')?.name).toContain('成立时间');
    expect(labels('D01')?.[0]).toBe('3年及以上');
    expect(labels('D01')?.[3]).toBe('不足1年');
    expect(labels('D02')).toEqual(['1000人及以上', '100人及以上', '50人及以上', '不足50人']);
    expect(labels('D03')).toEqual(['5000万元及以上', '1000万元及以上', '500万元及以上', '不足500万元']);
    expect(question('D04')?.name).toContain('规划');
    expect(labels('D04')?.[3]).toBe('没有规划');
  });

  it('gives each checkbox item options A–D and numbered extras, a none option only last', () => {
    const checkboxes = questions.filter((q) => q.questionType === '2');
    expect(checkboxes.length).toBeGreaterThanOrEqual(5);
    for (const q of checkboxes) {
      expect(q.options.length, q.id).toBeGreaterThan(4);
      const nones = q.options.filter((option) => DCMM_NONE_LABELS.includes(option.label));
      expect(nones.length, q.id).toBeLessThanOrEqual(1);
      if (nones[0]) expect(q.options.at(-1), q.id).toBe(nones[0]);
    }
    for (const q of questions.filter((item) => item.questionType === '1')) expect(q.options, q.id).toHaveLength(4);
  });

  it('covers the seventeen topics, two of them sharing an item', () => {
    const text = questions.map((q) => `${q.name} ${q.options.map((option) => option.label).join(' ')}`).join('\n');
    for (const topic of [
      '成立',
      '社保',
      '营业收入',
      '规划',
      '部门',
      '人员',
      '结构化数据',
      '制度',
      '业务环节',
      '信息系统',
      '编码',
      '采集',
      '数据应用',
      '安全',
      '集成',
      '财务业务一体化',
      '与供应商共享',
    ]) {
      expect(text, topic).toContain(topic);
    }
  });

  it('explains every item in one plain sentence', () => {
    for (const q of questions) expect(q.questionDesc, q.id).toMatch(/^[^。]+。$/);
  });

  it('self-checks the 8 capability areas of GB/T 36073, five distinct statements each', () => {
    expect(capabilityAreas.map((area) => [area.id, area.name])).toEqual([
      ['C1', '数据战略'],
      ['C2', '数据治理'],
      ['C3', '数据架构'],
      ['C4', '数据应用'],
      ['C5', '数据安全'],
      ['C6', '数据质量'],
      ['C7', '数据标准'],
      ['C8', '数据生存周期'],
    ]);
    for (const area of capabilityAreas) {
      expect(area.statements.map((statement) => statement.level)).toEqual([1, 2, 3, 4, 5]);
      expect(area.description).toMatch(/^[^。]+。$/);
    }
  });
});

describe('the publication check', () => {
  const variant = (change: (copy: DcmmQuestionnaire) => void) => {
    const copy = structuredClone(DCMM_QUESTIONNAIRE_V1);
    change(copy);
    return checkDcmmQuestionnaire(copy);
  };

  it('names the item or area of each problem', () => {
    expect(
      variant((q) => {
        q.questions[1] = { ...(q.questions[1] as DcmmQuestionnaire['questions'][number]), itemNumber: 7 };
      }),
    ).toEqual(['D02（第7题）: itemNumber should be 2']);
    expect(
      variant((q) => {
        q.questions[0]?.options.pop();
      }),
    ).toEqual(['D01（第1题）: a gate item is single choice with an option D']);
    expect(
      variant((q) => {
        q.questions[8]?.options.reverse();
      }),
    ).toContain("D09（第9题）: a 'none' option belongs last, in a checkbox item");
    expect(
      variant((q) => {
        q.capabilityAreas[2]?.statements.pop();
      }),
    ).toEqual(['C3 数据架构: one statement per level 1–5, in order']);
    expect(
      variant((q) => {
        const [first] = q.capabilityAreas;
        if (first) q.capabilityAreas.push(first);
      }),
    ).toContain('area id C1 twice');
  });

  it('refuses a version without gate items', () => {
    expect(
      variant((q) => {
        for (const item of q.questions) item.gateFor = [];
      }),
    ).toEqual(['no gate items']);
  });
});
