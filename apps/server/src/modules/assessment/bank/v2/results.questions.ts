/**
 * Bank version 2, the quantitative questions of 数字化转型成效 (A4), asked in the level-1
 * questionnaire: the enterprise picks the band its last full year's figure falls in, and the band's
 * credit is the indicator's score. Bands run from worse to better (credits 0.2, 0.4, 0.6, 0.8, 1), then
 * the exclusive '尚未统计此项数据' (0), so that not measuring scores below the worst band. Option ids
 * are 'A', 'B', … in the order written here: never reorder a published question's bands.
 *
 * Who gets what (issue 29 §1; docs/assessment-bands.md): industry (门类 B, C, D, evaluationType '1')
 * answers T27–T31, with T28 and T30 asked per industry group; every other 门类 (evaluationType '2')
 * answers T31, T40, T41, T42. Where a comment does not name a publication, the cut points are the
 * platform's own judgement.
 */
import type { BankQuestion, IndustryGroup } from '@dtmm/shared/assessment/indicator-system';
import { quantitative } from '../results.questions';

interface QuantitativeSpec {
  indicatorId: string;
  /** 'E' energy-intensive, 'G' the rest of industry: an indicator asked once per industry group. */
  group?: 'E' | 'G';
  title: string;
  questionDesc: string;
  /** Five bands, worst first. */
  bands: readonly string[];
}

const GROUP_OF: Record<'E' | 'G', IndustryGroup> = { E: 'energyIntensive', G: 'otherIndustry' };

/** Version 1's band question, asked of one industry group where `group` says so. */
function quantitativeFor({ indicatorId, group, title, questionDesc, bands }: QuantitativeSpec): BankQuestion {
  const question = quantitative(indicatorId, title, questionDesc, bands);
  return group ? { ...question, id: `${indicatorId}-Q-${group}`, industryGroups: [GROUP_OF[group]] } : question;
}

const ENERGY_DESC =
  '单位产值综合能耗 = 综合能耗（吨标准煤）÷ 工业总产值（万元），按上一完整年度计算。综合能耗指把用掉的电、煤、天然气、蒸汽等都折算成标准煤后相加，口径与报给统计部门的能源报表一致。数值越低越好。';

const PRODUCTIVITY_DESC =
  '全员劳动生产率 = 工业增加值 ÷ 年平均从业人数，单位万元/人，按上一完整年度计算。工业增加值是企业新创造的价值，约等于工业总产值减去原材料、燃料、外购服务等投入；年平均从业人数可取各月末人数的平均值。';

export const RESULTS_QUESTIONS_V2: BankQuestion[] = [
  // Industry only. Unchanged from version 1. Platform's judgement: Shanxi's traditional plants (coking,
  // castings, coal machinery, building materials) keep many manual machines, so 40–60 % is a typical
  // firm and 80 %+ a highly automated plant.
  quantitativeFor({
    indicatorId: 'T27',
    title: '上一完整年度，数字化生产设备普及率是多少？',
    questionDesc:
      '数字化生产设备普及率 = 数字化生产设备台数 ÷ 生产设备总台数 × 100%，按上一完整年度末统计。数字化生产设备指能自动控制并能读取运行数据的设备，如数控机床、工业机器人、带PLC（可编程控制器）并联网的生产线设备。',
    bands: ['低于20%', '20%（含）–40%', '40%（含）–60%', '60%（含）–80%', '80%及以上'],
  }),
  // The six energy-intensive 大类 of 国家统计局 (C25, C26, C30, C31, C32, D44). Platform's judgement,
  // from rough arithmetic (typical energy per tonne of product ÷ typical price per tonne): cement and
  // power sit around 2–5 t of standard coal per 10 000 yuan, steel and coke around 0.5–1.5, fine
  // chemicals and deep-processed aluminium below 0.5. To be checked against 山西统计年鉴 figures.
  quantitativeFor({
    indicatorId: 'T28',
    group: 'E',
    title: '上一完整年度，单位产值综合能耗是多少？',
    questionDesc: ENERGY_DESC,
    bands: [
      '3.0吨标准煤/万元及以上',
      '1.5（含）–3.0吨标准煤/万元',
      '0.8（含）–1.5吨标准煤/万元',
      '0.4（含）–0.8吨标准煤/万元',
      '低于0.4吨标准煤/万元',
    ],
  }),
  // The rest of 门类 B, C, D. Platform's judgement: machinery, electronics and pharma plants mostly
  // use under 0.05 t per 10 000 yuan, food, textiles and plastics 0.05–0.15, paper and coal mining
  // 0.15–0.3; a plant above 0.3 outside the six energy-intensive 大类 uses energy unusually freely.
  quantitativeFor({
    indicatorId: 'T28',
    group: 'G',
    title: '上一完整年度，单位产值综合能耗是多少？',
    questionDesc: ENERGY_DESC,
    bands: [
      '0.3吨标准煤/万元及以上',
      '0.15（含）–0.3吨标准煤/万元',
      '0.08（含）–0.15吨标准煤/万元',
      '0.04（含）–0.08吨标准煤/万元',
      '低于0.04吨标准煤/万元',
    ],
  }),
  // Industry only. Unchanged from version 1. Platform's judgement: castings and ceramics often lose
  // 3–8 % to scrap, machining and food plants usually reach 98 %+, pharma 99.5 %+.
  quantitativeFor({
    indicatorId: 'T29',
    title: '上一完整年度，产品合格率是多少？',
    questionDesc:
      '产品合格率 = 合格品数量 ÷ 检验的产品总数量 × 100%，按上一完整年度计算。有多种产品时按总数量（或总产值）合并计算。例：全年检验铸件10000件，其中合格9650件，合格率为96.5%。',
    bands: ['低于90%', '90%（含）–95%', '95%（含）–98%', '98%（含）–99.5%', '99.5%及以上'],
  }),
  // Split like T28: value added per worker in capital-intensive coking, steel, power or chemical
  // plants is several times that of labour-intensive castings, food or garment plants, so one ladder
  // would rank the industry, not the firm. Anchor: 国家统计局《2023年国民经济和社会发展统计公报》,
  // 全员劳动生产率 161 615 元/人 for the whole economy. The cut points are the platform's judgement.
  quantitativeFor({
    indicatorId: 'T30',
    group: 'E',
    title: '上一完整年度，全员劳动生产率是多少？',
    questionDesc: PRODUCTIVITY_DESC,
    bands: ['低于20万元/人', '20（含）–40万元/人', '40（含）–70万元/人', '70（含）–100万元/人', '100万元/人及以上'],
  }),
  quantitativeFor({
    indicatorId: 'T30',
    group: 'G',
    title: '上一完整年度，全员劳动生产率是多少？',
    questionDesc: PRODUCTIVITY_DESC,
    bands: ['低于10万元/人', '10（含）–20万元/人', '20（含）–30万元/人', '30（含）–45万元/人', '45万元/人及以上'],
  }),
  // Both variants. Unchanged from version 1. Industrial firms above designated size earned about 5.8 %
  // of revenue as profit in 2023 (国家统计局, 2023年全国规模以上工业企业利润, January 2024), so 3–6 %
  // is an ordinary year and 10 %+ a strong one; the cut points are the platform's judgement.
  quantitativeFor({
    indicatorId: 'T31',
    title: '上一完整年度，销售利润率是多少？',
    questionDesc:
      '销售利润率 = 利润总额 ÷ 营业收入 × 100%，按上一完整年度的财务报表计算。利润总额为税前利润，亏损时为负数。例：全年营业收入8000万元、利润总额400万元，销售利润率为5%。',
    bands: ['亏损（低于0）', '0（含）–3%', '3%（含）–6%', '6%（含）–10%', '10%及以上'],
  }),
  // Services only. Anchor: 国家统计局《2023年国民经济和社会发展统计公报》, 实物商品网上零售额 27.6 % of
  // 社会消费品零售总额, so the national retail average falls in the second band. The cut points are
  // the platform's judgement.
  quantitativeFor({
    indicatorId: 'T40',
    title: '上一完整年度，线上业务占比是多少？',
    questionDesc:
      '线上业务占比 = 通过线上渠道或数字平台取得的营业收入 ÷ 全部营业收入 × 100%；按收入不便统计的，可按订单数计算。线上渠道指网店、小程序、在线预订平台、网络货运平台、电子招投标平台等。例：酒店全年房费收入2000万元，其中在线预订800万元，占比40%。',
    bands: ['低于10%', '10%（含）–30%', '30%（含）–50%', '50%（含）–80%', '80%及以上'],
  }),
  // Services only. No national statistic measures this; the cut points are the platform's judgement
  // (a survey or platform rating under 80 % satisfied signals a real service problem).
  quantitativeFor({
    indicatorId: 'T41',
    title: '上一完整年度，客户满意度是多少？',
    questionDesc:
      '客户满意度 = 评价为“满意”或“非常满意”的客户数 ÷ 参与评价的客户数 × 100%，取企业上一完整年度自行开展的满意度调查结果。未自行调查的，可用电商、点评、预订平台的平均评分换算：平均分 ÷ 满分 × 100%，如4.7分（满分5分）折合94%。',
    bands: ['低于70%', '70%（含）–80%', '80%（含）–90%', '90%（含）–95%', '95%及以上'],
  }),
  // Services only. The platform's judgement: hotels and catering mostly earn 10–30 万元 per person,
  // software and IT services, haulage and construction 30–120, wholesale far more because it resells
  // goods at their full value.
  quantitativeFor({
    indicatorId: 'T42',
    title: '上一完整年度，人均营业收入是多少？',
    questionDesc:
      '人均营业收入 = 营业收入 ÷ 年平均从业人数，单位万元/人，按上一完整年度的财务报表计算。年平均从业人数可取各月末人数的平均值，劳务派遣人员计入。例：全年营业收入6000万元，年平均从业人数120人，人均营业收入50万元/人。',
    bands: ['低于15万元/人', '15（含）–30万元/人', '30（含）–60万元/人', '60（含）–120万元/人', '120万元/人及以上'],
  }),
];
