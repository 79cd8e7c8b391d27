import {
  AREA_SUBTITLES,
  type AreaId,
  BUSINESS_AREA_OF,
  type EvaluationType,
  type RecommendedSolution,
  type ReportArea,
  type ReportData,
  type ReportIndicator,
  type TopProvider,
  variantReason,
} from '@dtmm/shared';
import { indicatorSystemOf } from './report-view';

/**
 * Complete, realistic reports for tests and for colleagues' result-page tests: an industrial company
 * (level 2 场景应用 · L1, total 48.55, 数字化生产) and a logistics company assessed on variant '2'
 * (数字化经营 in its place). Names come from INDICATOR_SYSTEM so they never drift.
 */

/** Third-level scores; an entry with a suggestion is weak (target level 3; 成效 gets its level-1 measure). */
const SCORES: Record<string, [score: number, suggestion?: string]> = {
  T01: [0.8],
  T02: [0.55],
  T03: [0.85],
  T04: [0.35, '建立覆盖网络边界、终端和数据的安全防护体系，定期开展等级保护测评和安全演练。'],
  T05: [0.3, '制定统一的数据标准和主数据管理规范，建立跨部门的数据质量核查与考核机制。'],
  T06: [0.45],
  T07: [0.6],
  T08: [0.26, '推动ERP、MES、PLM等核心系统之间的接口打通，实现订单、物料和工单数据的集成共享。'],
  T09: [0.6],
  T10: [0.5],
  T11: [0.35, '把数字化项目纳入年度考核，建立立项、验收、评估的闭环管理和专项激励机制。'],
  T12: [0.35, '以流程为主线梳理管理制度，用系统固化审批与协同流程，减少线下人工流转。'],
  T13: [0.55],
  T14: [0.5],
  T15: [0.62],
  T16: [0.7],
  T17: [0.58],
  T18: [0.66],
  T19: [0.52],
  T20: [0.3, '对主要用能设备加装计量仪表，建设能源在线监测平台，按产线和工序核算能耗。'],
  T21: [0.35, '对废水、废气排放口实施在线监测，并将监测数据与生产计划联动预警。'],
  T22: [0.48],
  T23: [0.42],
  T24: [0.28, '引入运输管理系统，实现发运计划、车辆调度和在途跟踪的可视化管理。'],
  T25: [0.4],
  T26: [0.32, '建设售后服务平台，记录装备运行和维修数据，逐步开展远程诊断与预测性维护。'],
  T27: [0.6],
  T28: [0.4],
  T29: [0.75],
  T30: [0.35, '以人均产值为核心建立劳动生产率统计口径，识别并优化人工密集的关键工序。'],
  T31: [0.4],
  T32: [0.5],
  T33: [0.46],
  T34: [0.62],
  T35: [0.3, '按线路和客户统计准时率、货损率，设定服务标准并每月通报，异常运单逐单追溯原因。'],
  T36: [0.44],
  T37: [0.58],
  T38: [0.28, '用人力资源系统统一管理司机和仓管人员的排班、考勤与绩效，减少手工汇总。'],
  T39: [0.66],
  T40: [0.55],
  T41: [0.7],
  T42: [0.45],
};

type AreaFigures = Partial<Record<AreaId, [score: number, weight: number]>>;

/** The areas of a variant's report, each indicator with its reference line (assessment.md 9). */
function areasOf(evaluationType: EvaluationType, figures: AreaFigures): ReportArea[] {
  return indicatorSystemOf(evaluationType).map((area) => {
    const [score, weight] = figures[area.id] ?? [0, 0];
    // 基础、治理、成效 use 0.4; the business area (生产 or 经营) 0.8 × its own score.
    const threshold = area.id === BUSINESS_AREA_OF[evaluationType] ? 0.8 * score : 0.4;
    return {
      id: area.id,
      name: area.name,
      subtitle: AREA_SUBTITLES[area.id],
      score,
      weight,
      indicators: area.groups.flatMap((group) =>
        group.indicators.map((indicator): ReportIndicator => {
          const [indicatorScore, suggestion] = SCORES[indicator.id] ?? [0];
          return {
            id: indicator.id,
            name: indicator.name,
            groupId: group.id,
            groupName: group.name,
            score: indicatorScore,
            threshold,
            isWeak: suggestion !== undefined,
            suggestion: suggestion ?? null,
          };
        }),
      ),
    };
  });
}

const weakOf = (areas: readonly ReportArea[]) =>
  areas.flatMap((area) => area.indicators.filter((indicator) => indicator.isWeak));

const levelScoresOf = (evaluationType: EvaluationType, areas: readonly ReportArea[]) =>
  Object.fromEntries([
    ...areas.map((area) => [`一级_${area.name}`, area.score ?? 0]),
    ...indicatorSystemOf(evaluationType).flatMap((area) =>
      area.groups.map((group) => {
        const scores = group.indicators.map((indicator) => SCORES[indicator.id]?.[0] ?? 0);
        return [`二级_${group.name}`, scores.reduce((sum, score) => sum + score, 0) / scores.length];
      }),
    ),
    ...areas.flatMap((area) => area.indicators.map((indicator) => [`三级_${indicator.name}`, indicator.score])),
  ]);

/** Chapter 4's measures of the weak indicators: the level-1 one for 成效, levels 1 and 2 for the rest. */
const stageMeasuresOf = (weak: readonly ReportIndicator[]) =>
  weak.map((indicator) => ({
    indicatorId: indicator.id,
    name: indicator.name,
    measures:
      indicator.id === 'T30'
        ? [{ level: 1, text: indicator.suggestion ?? '' }]
        : [
            { level: 1, text: `明确${indicator.name}的责任部门和基本制度，配齐必要的信息化工具。` },
            { level: 2, text: `在重点部门或业务线试点${indicator.name}专业系统，按统一规范采集数据。` },
          ],
    note: `${indicator.name}的改进宜与年度数字化预算同步安排，分步实施、逐项验收。`,
  }));

const AREAS = areasOf('1', { A1: [0.52, 0.3], A2: [0.45, 0.2], A3: [0.47, 0.35], A4: [0.5, 0.15] });
const WEAK = weakOf(AREAS);
const levelScores = levelScoresOf('1', AREAS);

const SIZE_NOTE =
  '按《统计上大中小微型企业划分办法（2017）》工业标准，从业人员300-999人、营业收入1亿-4亿元，属中型企业。';

export const REPORT_FIXTURE: ReportData = {
  recordId: '1342',
  answerType: '0',
  companyName: '山西并州智能矿山装备有限公司',
  assessmentLevel: 2,
  assessmentLevelDesc: '场景应用',
  digitalTransformationLevel: 'L1',
  assessmentDate: '2026-11-25',
  totalScore: 48.55,
  averageScore: 44.37,
  submittedCompanyCount: 163,
  levelPercentage: { '1': 0.3436, '2': 0.3804, '3': 0.184, '4': 0.0736, '5': 0.0184 },
  levelScores,
  scoreComparison: { industryAverage: 45.12, companyScore: 48.55 },
  assessmentTargetLevel: 3,
  assessmentTargetLevelDesc: '系统集成',
  selectedProductionIndicators: AREAS.find((area) => area.id === 'A3')?.indicators.map((item) => item.name) ?? [],
  company: {
    socialCreditCode: '91140100MA0K8XQ27N',
    industry: '制造业 / 专用设备制造业',
    companyType: '有限责任公司',
    registeredAddress: '山西省太原市小店区龙城大街88号',
  },
  report: {
    evaluationType: '1',
    reportNumber: 'SXDT-2026-001342',
    verificationCode: 'K7MP-Q4XR-9HTW',
    bankVersion: 3,
    frozenAt: '2026-11-25 16:42:10',
  },
  analysis: [
    '贵公司本次评估总分48.55分，达到二级“场景应用”水平（L1），已在生产作业、设备管理、计划排程等关键场景中用上专业系统。',
    '数字化基础中资金投入和网络建设较好，但数据管理、数字化系统和信息安全仍是短板，系统之间的数据尚未打通。',
    '向三级“系统集成”迈进，应优先推动核心业务系统集成，并健全数字化管理机制。',
  ].join('\n'),
  serviceProviderName: '山西数智工业互联网服务有限公司',
  areas: AREAS,
  weakIndicators: WEAK.map((indicator) => indicator.name),
  stageMeasures: stageMeasuresOf(WEAK),
  adviceNote: '以上措施按由易到难排列，建议先完成快速见效项，再推进系统集成类项目。',
  plan: {
    targetLevel: 3,
    hasTarget: true,
    achievementBefore: 0.38,
    achievementAfter: 0.52,
    passThreshold: 0.6,
    areaFloor: 0.4,
    moves: [
      {
        indicatorId: 'T08',
        name: '数字化系统',
        areaId: 'A1',
        areaName: '数字化基础',
        from: 0.2,
        to: 0.6,
        practices: ['ERP与MES实现工单数据自动同步', '物料主数据在各系统中统一编码'],
        scoreEffect: 1.5,
        quickWin: true,
      },
      {
        indicatorId: 'T11',
        name: '管理机制',
        areaId: 'A2',
        areaName: '数字化治理',
        from: 0.25,
        to: 0.75,
        practices: ['数字化项目纳入部门年度考核', '建立项目立项与验收评估制度', '设立数字化专项激励'],
        scoreEffect: 1.25,
        quickWin: false,
      },
      {
        indicatorId: 'T20',
        name: '能源管理',
        areaId: 'A3',
        areaName: '数字化生产',
        from: 0,
        to: 0.33,
        practices: ['主要用能设备加装在线计量仪表'],
        scoreEffect: 0.83,
        quickWin: true,
      },
    ],
    totalBefore: 48.55,
    totalAfter: 52.13,
    passesTarget: false,
    summary:
      '完成以下3项改进后，三级达成度将由38%提升至52%，总分预计提高至52.13分；距三级通过线60%仍有差距，需继续补强其他薄弱指标。',
  },
  benchmark: {
    minimumCompanies: 10,
    asOf: '2026-11-25 16:42:10',
    group: {
      scope: 'industry',
      label: '专用设备制造业',
      companyCount: 14,
      averageScore: 45.12,
      percentile: 57.14,
      areaAverages: [
        { id: 'A1', name: '数字化基础', score: 0.48 },
        { id: 'A2', name: '数字化治理', score: 0.43 },
        { id: 'A3', name: '数字化生产', score: 0.44 },
        { id: 'A4', name: '数字化转型成效', score: 0.47 },
      ],
      levelPercentage: { '1': 0.2857, '2': 0.4286, '3': 0.2143, '4': 0.0714, '5': 0 },
      scoreDistribution: [0, 0, 1, 3, 4, 3, 2, 1, 0, 0].map((count, band) => ({
        from: band * 10,
        to: band * 10 + 10,
        count,
      })),
    },
    candidates: [
      { scope: 'peer', label: '专用设备制造业 · 中型企业', companyCount: 4 },
      { scope: 'industry', label: '专用设备制造业', companyCount: 14 },
      { scope: 'category', label: '制造业', companyCount: 96 },
      { scope: 'province', label: '全省', companyCount: 163 },
    ],
    statement:
      '同行业同规模企业（专用设备制造业 · 中型企业）仅4家，不足10家；对比对象为同行业企业（专用设备制造业）共14家，平均分45.12，贵企业得分高于其中57.14%的企业（数据截至2026-11-25）。',
    sizeNote: SIZE_NOTE,
  },
  benchmarkToday: {
    date: '2026-11-28',
    benchmark: {
      minimumCompanies: 10,
      asOf: '2026-11-27 09:15:40',
      group: null,
      candidates: [
        { scope: 'peer', label: '专用设备制造业 · 中型企业', companyCount: 5 },
        { scope: 'industry', label: '专用设备制造业', companyCount: 15 },
        { scope: 'category', label: '制造业', companyCount: 98 },
        { scope: 'province', label: '全省', companyCount: 166 },
      ],
      statement:
        '同行业同规模企业（专用设备制造业 · 中型企业）仅5家，不足10家；对比对象为同行业企业（专用设备制造业）共15家，平均分45.80，贵企业得分高于其中53.33%的企业（数据截至2026-11-27）。',
      sizeNote: SIZE_NOTE,
    },
  },
  trend: [
    {
      recordId: '1021',
      date: '2025-06-10',
      totalScore: 31.2,
      level: 1,
      tier: 'L0',
      areas: { A1: 0.36, A2: 0.3, A3: 0.29, A4: 0.33 },
    },
    {
      recordId: '1187',
      date: '2026-03-18',
      totalScore: 41.75,
      level: 2,
      tier: 'L1',
      areas: { A1: 0.45, A2: 0.38, A3: 0.41, A4: 0.44 },
    },
    {
      recordId: '1342',
      date: '2026-11-25',
      totalScore: 48.55,
      level: 2,
      tier: 'L1',
      areas: { A1: 0.52, A2: 0.45, A3: 0.47, A4: 0.5 },
    },
  ],
};

const SERVICES_AREAS = areasOf('2', { A1: [0.52, 0.3], A2: [0.45, 0.2], A5: [0.48, 0.35], A4: [0.58, 0.15] });
const SERVICES_WEAK = weakOf(SERVICES_AREAS);
const SERVICES_INDUSTRY = '交通运输、仓储和邮政业 / 道路运输业';

/** A logistics company assessed on variant '2': 数字化经营 instead of 数字化生产, the services' 成效 indicators. */
export const SERVICES_REPORT_FIXTURE: ReportData = {
  ...REPORT_FIXTURE,
  recordId: '1388',
  companyName: '太原市晋通汇达物流有限公司',
  totalScore: 50.1,
  levelScores: levelScoresOf('2', SERVICES_AREAS),
  scoreComparison: { industryAverage: 45.12, companyScore: 50.1 },
  selectedProductionIndicators:
    SERVICES_AREAS.find((area) => area.id === 'A5')?.indicators.map((item) => item.name) ?? [],
  company: {
    socialCreditCode: '91140105MA0LJT5H2C',
    industry: SERVICES_INDUSTRY,
    companyType: '有限责任公司',
    registeredAddress: '山西省太原市小店区武宿综合保税区物流园8号',
  },
  report: {
    ...REPORT_FIXTURE.report,
    evaluationType: '2',
    variantReason: variantReason('services', SERVICES_INDUSTRY),
    reportNumber: 'SXDT-2026-001388',
    bankVersion: 2,
  },
  analysis: [
    '贵公司本次评估总分50.10分，达到二级“场景应用”水平（L1），运输调度、仓储作业已用上专业系统。',
    '数字化经营中业务运营和物流仓储较好，服务质量和人力资源仍是短板，准时率、货损等服务数据尚未统一统计。',
    '向三级“系统集成”迈进，应优先补齐服务质量管理和人员排班考勤的数字化，并打通运输与财务数据。',
  ].join('\n'),
  serviceProviderName: '',
  areas: SERVICES_AREAS,
  weakIndicators: SERVICES_WEAK.map((indicator) => indicator.name),
  stageMeasures: stageMeasuresOf(SERVICES_WEAK),
  plan: {
    ...REPORT_FIXTURE.plan,
    indicatorFloor: 0.3,
    moves: [
      {
        indicatorId: 'T35',
        name: '服务质量',
        areaId: 'A5',
        areaName: '数字化经营',
        from: 0.2,
        to: 0.6,
        practices: ['按线路统计准时率和货损率', '异常运单在系统中登记原因并跟踪处理'],
        scoreEffect: 1.4,
        quickWin: true,
      },
      {
        indicatorId: 'T38',
        name: '人力资源',
        areaId: 'A5',
        areaName: '数字化经营',
        from: 0.25,
        to: 0.6,
        practices: ['司机排班和考勤在系统中统一管理'],
        scoreEffect: 1.1,
        quickWin: false,
      },
    ],
    totalBefore: 50.1,
    totalAfter: 52.6,
    summary:
      '完成以下2项改进后，三级达成度将由38%提升至52%，总分预计提高至52.60分；距三级通过线60%仍有差距，需继续补强其他薄弱指标。',
  },
  benchmark: {
    ...REPORT_FIXTURE.benchmark,
    group: REPORT_FIXTURE.benchmark.group && {
      ...REPORT_FIXTURE.benchmark.group,
      scope: 'province',
      label: '全省',
      companyCount: 52,
      averageScore: 44.37,
      percentile: 61.54,
      areaAverages: [
        { id: 'A1', name: '数字化基础', score: 0.47 },
        { id: 'A2', name: '数字化治理', score: 0.42 },
        { id: 'A3', name: '数字化生产', score: 0.45 },
        { id: 'A5', name: '数字化经营', score: 0.46 },
        { id: 'A4', name: '数字化转型成效', score: 0.49 },
      ],
    },
    candidates: [
      { scope: 'peer', label: '道路运输业 · 中型企业', companyCount: 1 },
      { scope: 'industry', label: '道路运输业', companyCount: 2 },
      { scope: 'category', label: '交通运输、仓储和邮政业', companyCount: 3 },
      { scope: 'province', label: '全省', companyCount: 52 },
    ],
    statement:
      '同行业企业（交通运输、仓储和邮政业）仅3家，不足10家；对比对象为全省企业共52家，平均分44.37，贵企业得分高于其中61.54%的企业（数据截至2026-11-25）。',
  },
  trend: [
    {
      recordId: '1388',
      date: '2026-11-25',
      totalScore: 50.1,
      level: 2,
      tier: 'L1',
      areas: { A1: 0.52, A2: 0.45, A5: 0.48, A4: 0.58 },
    },
  ],
};

const solution = (
  newNum: number,
  name: string,
  provider: string,
  description: string,
  fit: Pick<RecommendedSolution, 'match' | 'reason'>,
): RecommendedSolution => ({
  newNum,
  name,
  solutionId: `S${newNum}-${name.length}`,
  providerId: `P-${provider.length}${newNum}`,
  solution: { solutionDescription: description },
  serviceProvider: { companyName: provider },
  ...fit,
});
const own = (scenario: string) => ({ match: 'secondary', reason: `同为专用设备制造业 · ${scenario}` }) as const;
const general = (scenario: string) => ({ match: 'general', reason: `通用方案 · ${scenario}` }) as const;

/** Recommendations keyed by weak indicator name; 管理水平 and others have none on purpose. */
export const RECOMMENDATIONS_FIXTURE: Record<string, RecommendedSolution[]> = {
  信息安全: [
    solution(
      1,
      '工业网络安全防护一体化方案',
      '太原云盾信息安全技术有限公司',
      '边界防护、终端管控与等保测评一站式服务。',
      general('信息安全'),
    ),
  ],
  数字化系统: [
    solution(
      1,
      '装备制造业ERP与MES集成方案',
      '山西数智工业互联网服务有限公司',
      '打通订单、物料、工单数据，实现计划到执行闭环。',
      own('数字化系统'),
    ),
    solution(2, '离散制造一体化管理平台', '晋中智造软件有限公司', '覆盖计划、生产、质量、仓储的一体化平台。', {
      match: 'category',
      reason: '同为制造业 · 数字化系统',
    }),
    solution(
      3,
      '中小企业上云用系统套件',
      '大同云联科技有限公司',
      '按需订阅的云端业务系统，快速部署。',
      general('数字化系统'),
    ),
  ],
  能源管理: [
    solution(1, '工厂能源在线监测平台', '长治绿能数字科技有限公司', '分项计量、能耗分析与节能诊断。', own('能源管理')),
  ],
};

export const TOP_PROVIDERS_FIXTURE: TopProvider[] = [
  {
    id: '501',
    companyName: '山西数智工业互联网服务有限公司',
    serviceProviderIntroduction: '深耕装备制造和能源行业的数字化服务商，提供咨询诊断、系统集成和运维服务。',
    serviceIndustry: '制造业,采矿业',
    solutionCount: 12,
    servedCount: 86,
  },
  {
    id: '502',
    companyName: '晋中智造软件有限公司',
    serviceProviderIntroduction: '专注离散制造企业的生产管理软件研发与实施。',
    serviceIndustry: '制造业',
    solutionCount: 7,
    servedCount: 41,
  },
  {
    id: '503',
    companyName: '长治绿能数字科技有限公司',
    serviceProviderIntroduction: '提供能源计量、碳排放核算和节能改造的数字化解决方案。',
    serviceIndustry: '制造业,电力、热力、燃气及水生产和供应业',
    solutionCount: 5,
    servedCount: 29,
  },
];
