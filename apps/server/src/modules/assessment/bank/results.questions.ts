import type { BankOption, BankQuestion } from '@dtmm/shared/assessment/indicator-system';

/**
 * The quantitative questions of 数字化转型成效 (T27–T31), asked in the level-1 questionnaire: the
 * enterprise picks the band its last full year's figure falls in, and the band's credit is the
 * indicator's score. Bands are ordered from worse to better (so credits rise: 0.2, 0.4, 0.6, 0.8, 1);
 * the last option '未统计' is exclusive and scores 0, so that not measuring scores below the worst band.
 * Option ids are 'A', 'B', … in the order written here: never reorder a published question's bands.
 */

const BAND_CREDITS = [0.2, 0.4, 0.6, 0.8, 1] as const;
const NOT_MEASURED = '尚未统计此项数据';

/** One band question: five bands worst first, credits rising, then the exclusive '尚未统计此项数据'. */
export function quantitative(
  indicatorId: string,
  title: string,
  questionDesc: string,
  bands: readonly string[],
): BankQuestion {
  if (bands.length !== BAND_CREDITS.length) throw new Error(`${indicatorId}: expected ${BAND_CREDITS.length} bands`);
  const options: BankOption[] = bands.map((label, i) => ({
    id: String.fromCharCode(65 + i),
    label,
    credit: BAND_CREDITS[i] ?? 0,
  }));
  options.push({ id: String.fromCharCode(65 + bands.length), label: NOT_MEASURED, credit: 0, exclusive: true });
  return { id: `${indicatorId}-Q`, indicatorId, level: 1, questionType: 1, title, questionDesc, options };
}

export const RESULTS_QUESTIONS: BankQuestion[] = [
  // Shanxi's manufacturers are mostly traditional (coking, castings, coal machinery, building
  // materials) with many old manual machines; national surveys put the numerical-control share of key
  // processes around 60 % for the whole country and lower for small firms. So the middle band
  // (40–60 %) is a typical firm, and 80 %+ is a highly automated plant.
  quantitative(
    'T27',
    '上一完整年度，数字化生产设备普及率是多少？',
    '数字化生产设备普及率 = 数字化生产设备台数 ÷ 生产设备总台数 × 100%，按上一完整年度末统计。数字化生产设备指能自动控制并能读取运行数据的设备，如数控机床、工业机器人、带PLC（可编程控制器）并联网的生产线设备。',
    ['低于20%', '20%（含）–40%', '40%（含）–60%', '60%（含）–80%', '80%及以上'],
  ),
  // Lower is better. Output value per unit of energy differs by an order of magnitude between
  // industries: machinery, pharma and food plants use well under 0.1 t of standard coal per 10 000
  // yuan, ceramics and refractories around 0.3–1, coking and steel often above 1 (Shanxi's
  // energy intensity is among the highest in China because of them). The bands span that whole
  // range, so an energy-intensive plant scores lower here by design; the band is not an industry
  // benchmark.
  quantitative(
    'T28',
    '上一完整年度，单位产值综合能耗是多少？',
    '单位产值综合能耗 = 综合能耗（吨标准煤）÷ 工业总产值（万元），按上一完整年度计算。综合能耗指把用掉的电、煤、天然气、蒸汽等都折算成标准煤后相加，口径与报给统计部门的能源报表一致。数值越低越好。',
    [
      '1.0吨标准煤/万元及以上',
      '0.6（含）–1.0吨标准煤/万元',
      '0.3（含）–0.6吨标准煤/万元',
      '0.1（含）–0.3吨标准煤/万元',
      '低于0.1吨标准煤/万元',
    ],
  ),
  // Castings and ceramics often lose 3–8 % to scrap, machining and food plants usually reach 98 %+,
  // pharma 99.5 %+; the top bands are narrow because that is where good plants differ.
  quantitative(
    'T29',
    '上一完整年度，产品合格率是多少？',
    '产品合格率 = 合格品数量 ÷ 检验的产品总数量 × 100%，按上一完整年度计算。有多种产品时按总数量（或总产值）合并计算。例：全年检验铸件10000件，其中合格9650件，合格率为96.5%。',
    ['低于90%', '90%（含）–95%', '95%（含）–98%', '98%（含）–99.5%', '99.5%及以上'],
  ),
  // China's GDP per employed person is about 16 万元 (2023) and value added per worker in industrial
  // firms above designated size roughly twice that; small and labour-intensive Shanxi firms (castings,
  // food, ceramics) are often at 10–20 万元, capital-intensive coking and steel plants above 50.
  quantitative(
    'T30',
    '上一完整年度，全员劳动生产率是多少？',
    '全员劳动生产率 = 工业增加值 ÷ 年平均从业人数，单位万元/人，按上一完整年度计算。工业增加值是企业新创造的价值，约等于工业总产值减去原材料、燃料、外购服务等投入；年平均从业人数可取各月末人数的平均值。',
    ['低于10万元/人', '10（含）–20万元/人', '20（含）–35万元/人', '35（含）–50万元/人', '50万元/人及以上'],
  ),
  // China's industrial firms above designated size earned about 5–6 % of revenue as profit in 2023,
  // so 3–6 % is an ordinary year and 10 %+ a strong one; the cyclical coking and coal-machinery
  // businesses swing across these bands from year to year.
  quantitative(
    'T31',
    '上一完整年度，销售利润率是多少？',
    '销售利润率 = 利润总额 ÷ 营业收入 × 100%，按上一完整年度的财务报表计算。利润总额为税前利润，亏损时为负数。例：全年营业收入8000万元、利润总额400万元，销售利润率为5%。',
    ['亏损（低于0）', '0（含）–3%', '3%（含）–6%', '6%（含）–10%', '10%及以上'],
  ),
];
