/**
 * The indicator system of assessment.md 9: four first-level areas, their second-level groups and
 * the third-level indicators, each with a stable id that questions, answers, scores and
 * recommendations refer to. `scenario` is the indicator's value in the dictionary
 * company.service.category (a solution's 应用场景), where the dictionary words it more briefly.
 */
export type AreaId = 'A1' | 'A2' | 'A3' | 'A4' | 'A5';

/**
 * report.evaluationType: '1' industry (GB/T 4754 门类 B, C, D), assessed with 数字化生产; '2' every other
 * 门类, assessed with 数字化经营 in its place (docs/assessment-variants.md).
 */
export type EvaluationType = '1' | '2';
export const EVALUATION_TYPES: readonly EvaluationType[] = ['1', '2'];

export interface ThirdLevelIndicator {
  id: string;
  name: string;
  scenario: string;
  /** The variants that are assessed on it. */
  evaluationTypes: readonly EvaluationType[];
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

const BOTH: readonly EvaluationType[] = EVALUATION_TYPES;
const INDUSTRY: readonly EvaluationType[] = ['1'];
const SERVICES: readonly EvaluationType[] = ['2'];

const t = (id: string, name: string, scenario = name, evaluationTypes = BOTH): ThirdLevelIndicator => ({
  id,
  name,
  scenario,
  evaluationTypes,
});
/** An indicator of one variant only. */
const industry = (id: string, name: string, scenario = name) => t(id, name, scenario, INDUSTRY);
const services = (id: string, name: string, scenario = name) => t(id, name, scenario, SERVICES);

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
      { id: 'S07', name: '研发设计', indicators: [industry('T13', '产品设计'), industry('T14', '工艺设计')] },
      {
        id: 'S08',
        name: '生产制造',
        indicators: [
          industry('T15', '计划排程', '生产计划与调度'),
          industry('T16', '生产作业'),
          industry('T17', '质量管理'),
          industry('T18', '设备管理'),
          industry('T19', '安全生产'),
          industry('T20', '能源管理'),
          industry('T21', '环保管理'),
        ],
      },
      {
        id: 'S09',
        name: '供应链管理',
        indicators: [industry('T22', '仓储管理'), industry('T23', '采购管理'), industry('T24', '物流配送')],
      },
      { id: 'S10', name: '营销服务', indicators: [industry('T25', '营销管理'), industry('T26', '售后服务')] },
    ],
  },
  {
    id: 'A5',
    name: '数字化经营',
    isGating: true,
    groups: [
      {
        id: 'S15',
        name: '营销与客户',
        indicators: [services('T32', '市场营销', '营销管理'), services('T33', '客户服务', '售后服务')],
      },
      { id: 'S16', name: '服务交付', indicators: [services('T34', '业务运营'), services('T35', '服务质量')] },
      { id: 'S17', name: '采购与供应', indicators: [services('T36', '采购与供应', '采购管理')] },
      { id: 'S18', name: '财务与人力', indicators: [services('T37', '财务管理'), services('T38', '人力资源')] },
      { id: 'S19', name: '物流与仓储', indicators: [services('T39', '物流仓储', '物流配送')] },
    ],
  },
  {
    id: 'A4',
    name: '数字化转型成效',
    isGating: false,
    groups: [
      { id: 'S11', name: '装备数字化', indicators: [industry('T27', '数字化生产设备普及率')] },
      { id: 'S12', name: '绿色低碳', indicators: [industry('T28', '单位产值综合能耗')] },
      { id: 'S13', name: '质量效益', indicators: [industry('T29', '产品合格率')] },
      { id: 'S20', name: '业务在线化', indicators: [services('T40', '线上业务占比')] },
      { id: 'S21', name: '客户价值', indicators: [services('T41', '客户满意度')] },
      {
        id: 'S14',
        name: '经营效益',
        indicators: [industry('T30', '全员劳动生产率'), t('T31', '销售利润率'), services('T42', '人均营业收入')],
      },
    ],
  },
];

/** The area that stands for the company's own business: 数字化生产 for industry, 数字化经营 for the others. */
export const BUSINESS_AREA_OF: Record<EvaluationType, AreaId> = { '1': 'A3', '2': 'A5' };

/** 数字化生产 or 数字化经营: the area that stands for a company's own business in its variant. */
export const isBusinessArea = (areaId: AreaId): areaId is 'A3' | 'A5' =>
  areaId === BUSINESS_AREA_OF['1'] || areaId === BUSINESS_AREA_OF['2'];

/** The third-level indicator ids of the named second-level groups, in the system's order. */
export const indicatorIdsOfGroups = (groupIds: readonly string[]) =>
  INDICATOR_SYSTEM.flatMap((area) => area.groups)
    .filter((group) => groupIds.includes(group.id))
    .flatMap((group) => group.indicators.map((indicator) => indicator.id));

/** Whether a variant is assessed on an indicator. */
export const assessesIndicator = (indicator: ThirdLevelIndicator, evaluationType: EvaluationType) =>
  indicator.evaluationTypes.includes(evaluationType);

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
