/**
 * The indicator system of assessment.md 9: four first-level areas, their second-level groups and
 * the 31 third-level indicators, each with a stable id that questions, answers, scores and
 * recommendations refer to. `scenario` is the indicator's value in the dictionary
 * company.service.category (a solution's 应用场景), where the dictionary words it more briefly.
 */
export type AreaId = 'A1' | 'A2' | 'A3' | 'A4';

export interface ThirdLevelIndicator {
  id: string;
  name: string;
  scenario: string;
}
export interface SecondLevelIndicator {
  id: string;
  name: string;
  indicators: ThirdLevelIndicator[];
}
export interface Area {
  id: AreaId;
  name: string;
  /** Levels are gated by 基础, 治理 and 生产; 成效 is measured, not gated. */
  isGating: boolean;
  groups: SecondLevelIndicator[];
}

const t = (id: string, name: string, scenario = name): ThirdLevelIndicator => ({ id, name, scenario });

export const INDICATOR_SYSTEM: readonly Area[] = [
  {
    id: 'A1',
    name: '数字化基础',
    isGating: true,
    groups: [
      { id: 'S01', name: '数字化投入', indicators: [t('T01', '资金投入'), t('T02', '人员投入')] },
      { id: 'S02', name: '基础设施', indicators: [t('T03', '网络建设'), t('T04', '信息安全')] },
      { id: 'S03', name: '数据资源', indicators: [t('T05', '数据管理')] },
      {
        id: 'S04',
        name: '技术与系统',
        indicators: [t('T06', '数字技术'), t('T07', '数字化装备'), t('T08', '数字化系统')],
      },
    ],
  },
  {
    id: 'A2',
    name: '数字化治理',
    isGating: true,
    groups: [
      { id: 'S05', name: '战略与组织', indicators: [t('T09', '战略规划', '战略'), t('T10', '组织架构', '组织')] },
      { id: 'S06', name: '机制与水平', indicators: [t('T11', '管理机制'), t('T12', '管理水平')] },
    ],
  },
  {
    id: 'A3',
    name: '数字化生产',
    isGating: true,
    groups: [
      { id: 'S07', name: '研发设计', indicators: [t('T13', '产品设计'), t('T14', '工艺设计')] },
      {
        id: 'S08',
        name: '生产制造',
        indicators: [
          t('T15', '计划排程', '生产计划与调度'),
          t('T16', '生产作业'),
          t('T17', '质量管理'),
          t('T18', '设备管理'),
          t('T19', '安全生产'),
          t('T20', '能源管理'),
          t('T21', '环保管理'),
        ],
      },
      { id: 'S09', name: '供应链管理', indicators: [t('T22', '仓储管理'), t('T23', '采购管理'), t('T24', '物流配送')] },
      { id: 'S10', name: '营销服务', indicators: [t('T25', '营销管理'), t('T26', '售后服务')] },
    ],
  },
  {
    id: 'A4',
    name: '数字化转型成效',
    isGating: false,
    groups: [
      { id: 'S11', name: '装备数字化', indicators: [t('T27', '数字化生产设备普及率')] },
      { id: 'S12', name: '绿色低碳', indicators: [t('T28', '单位产值综合能耗')] },
      { id: 'S13', name: '质量效益', indicators: [t('T29', '产品合格率')] },
      { id: 'S14', name: '经营效益', indicators: [t('T30', '全员劳动生产率'), t('T31', '销售利润率')] },
    ],
  },
];

/** The five levels and their names (assessment.md 9). */
/** A third-level indicator with the area and second-level group it sits in; `order` is its place (T01 is 0). */
export interface IndicatorEntry extends ThirdLevelIndicator {
  area: Area;
  group: SecondLevelIndicator;
  order: number;
}

/** Every third-level indicator in the system's order, each with its area and group. */
export const INDICATOR_ENTRIES: readonly IndicatorEntry[] = INDICATOR_SYSTEM.flatMap((area) =>
  area.groups.flatMap((group) => group.indicators.map((indicator) => ({ ...indicator, area, group }))),
).map((entry, order) => ({ ...entry, order }));

const ENTRY_BY_ID = new Map(INDICATOR_ENTRIES.map((entry) => [entry.id, entry]));

/** The third-level indicator `id` names, with its area and group; undefined for an id the system does not know. */
export const indicatorEntry = (id: string): IndicatorEntry | undefined => ENTRY_BY_ID.get(id);

export const ASSESSMENT_LEVELS = [
  { level: 1, name: '初步建设' },
  { level: 2, name: '场景应用' },
  { level: 3, name: '系统集成' },
  { level: 4, name: '协同优化' },
  { level: 5, name: '智能引领' },
] as const;
export type AssessmentLevel = (typeof ASSESSMENT_LEVELS)[number]['level'];

/** A question of the bank: one indicator at one level (assessment.md 9; docs/assessment-model.md). */
export interface BankOption {
  /** Stable within its question: 'A', 'B', … */
  id: string;
  /** An observable practice in plain words. */
  label: string;
  /** What choosing it earns, in [0, 1]; an exclusive 'none' option ('无', '暂无', '以上均未实现', …) earns 0. */
  credit: number;
  /** Chosen alone: picking it clears the others, picking another clears it. */
  exclusive?: boolean;
}
export interface BankQuestion {
  /** Stable: `${indicatorId}-L${level}-${n}` (e.g. 'T05-L3-1'); a quantitative one `${indicatorId}-Q` ('T29-Q'). */
  id: string;
  /** A third-level indicator id, 'T01' … 'T31'. */
  indicatorId: string;
  /** The level whose practice it asks about; the quantitative 成效 questions are asked at level 1. */
  level: AssessmentLevel;
  /** 1 single choice, 2 multiple choice (assessment.md questionType). */
  questionType: 1 | 2;
  title: string;
  /** What the question means, with an example, so nobody needs the standard at hand. */
  questionDesc: string;
  options: BankOption[];
  /** Asked only of companies of these industry groups (a 成效 band that differs by industry); every company when absent. */
  industryGroups?: readonly IndustryGroup[];
}

/**
 * Industry groups of GB/T 4754 that change what is asked (docs/assessment-variants.md): the six
 * energy-intensive 大类 of 国家统计局 (C25, C26, C30, C31, C32, D44), the rest of industry (门类 B,
 * C, D), and every other 门类 (services, construction, agriculture), assessed without 数字化生产.
 */
export type IndustryGroup = 'energyIntensive' | 'otherIndustry' | 'services';
