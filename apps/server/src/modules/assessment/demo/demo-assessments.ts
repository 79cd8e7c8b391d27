import type { DemoAssessment } from './demo-assessments.types';

/**
 * The completed assessments of the demo province, one per enterprise of demo-assessed-companies.ts
 * and for seven of demo-province.ts's companies (晟源焦化 twice, eight months apart and better the
 * second time, with 山西龙城工业互联网 as its 551 provider), so that sy_admin sees a trend. 丹朱汽车零部件's
 * record is a 551 one with 龙城 too: its provider has documented it (served-enterprises/demo).
 *
 * Levels follow the national CMMM distribution of 2022 (63 % at level 1 or below, 21 % level 2,
 * 12 % level 3, 4 % level 4+: "demo data should look like a real province"): of the 56
 * companies' latest records 33 are at level 0–1, 12 at level 2, 7 at level 3 and 4 at level 4–5.
 * Seven companies are not industrial (门类 other than B, C, D) and are assessed on variant '2': the
 * three logistics and warehousing companies, a software house, a supermarket chain, a hotel and a
 * builder (assessment-variant.ts).
 * The answers are generated (demo-answers.ts); `level` is what they must reach.
 * Never 并州智能 (bingzhou) or 太行精铸 (taihang): tests use them from a clean state.
 */
const CROP_DESIGN = ['T13'];
/** Mines, power plants and warehouses design no products and sell through no marketing department. */
const CROP_NON_MAKER = ['T13', 'T25', 'T26'];
/** What logistics companies dropped of 数字化生产 on bank version 1; version 2 assesses them on 经营 instead. */
const CROP_LOGISTICS = ['T13', 'T14'];
/** A software house keeps no stock and ships nothing: it drops 物流仓储, the one croppable 经营 indicator. */
const CROP_NO_STOCK = ['T39'];

export const DEMO_ASSESSMENTS: DemoAssessment[] = [
  // The demo province's own companies (login accounts).
  { company: 'shengyuan', level: 1, daysAgo: 240, cropped: CROP_DESIGN },
  { company: 'shengyuan', level: 2, daysAgo: 25, cropped: CROP_DESIGN, provider: 'longcheng' },
  { company: 'jiasui', level: 1, daysAgo: 70 },
  { company: 'fengcheng', level: 2, daysAgo: 130 },
  { company: 'yuhe', level: 2, daysAgo: 100 },
  { company: 'changyuan', level: 3, daysAgo: 45 },
  { company: 'ruici', level: 1, daysAgo: 33 },
  { company: 'yuncang', level: 1, daysAgo: 18, cropped: CROP_LOGISTICS },

  // 制造业 · 1000人及以上
  { company: 'fenyuan', level: 2, daysAgo: 300, cropped: CROP_DESIGN },
  { company: 'hongyan', level: 1, daysAgo: 210, cropped: ['T13', 'T25'] },
  { company: 'jinyan', level: 1, daysAgo: 48, cropped: CROP_DESIGN },
  { company: 'jinyang', level: 4, daysAgo: 75, group: true },
  { company: 'fenhe', level: 3, daysAgo: 160, cropped: CROP_DESIGN },
  { company: 'longmen', level: 2, daysAgo: 250 },
  { company: 'jinfeng', level: 5, daysAgo: 52, group: true },
  { company: 'danhe', level: 3, daysAgo: 120, group: true },
  { company: 'yungang', level: 2, daysAgo: 190, provider: 'jinchuang' },
  { company: 'jinji', level: 4, daysAgo: 140, group: true },
  { company: 'jinyu', level: 1, daysAgo: 330 },

  // 制造业 · 100-999人
  { company: 'jinquan', level: 1, daysAgo: 280 },
  { company: 'zhaoyu', level: 1, daysAgo: 230 },
  { company: 'jinwei', level: 0, daysAgo: 20 },
  { company: 'guangji', level: 2, daysAgo: 90, provider: 'shuzhi' },
  { company: 'huarui', level: 1, daysAgo: 170 },
  { company: 'jinggong', level: 1, daysAgo: 260 },
  { company: 'puzhou', level: 3, daysAgo: 65, provider: 'zhikong' },
  { company: 'yinhu', level: 1, daysAgo: 340 },
  { company: 'dongsheng', level: 0, daysAgo: 310, cropped: CROP_DESIGN },
  { company: 'saibei', level: 2, daysAgo: 150 },
  { company: 'jinbeinj', level: 0, daysAgo: 200 },
  { company: 'jinxin', level: 1, daysAgo: 135 },
  { company: 'hengyuan', level: 1, daysAgo: 105 },
  { company: 'ruifeng', level: 1, daysAgo: 355, cropped: CROP_DESIGN },
  { company: 'danzhu', level: 3, daysAgo: 28, provider: 'longcheng' },
  { company: 'luning', level: 1, daysAgo: 245 },

  // 制造业 · 100人以下
  { company: 'jifeng', level: 0, daysAgo: 185, cropped: CROP_DESIGN },
  { company: 'guoyuan', level: 1, daysAgo: 115 },
  { company: 'jincheng', level: 0, daysAgo: 270, cropped: ['T13', 'T26'] },
  { company: 'jinhang', level: 1, daysAgo: 38 },
  { company: 'taihangshan', level: 0, daysAgo: 8 },
  { company: 'huaxing', level: 1, daysAgo: 220 },
  { company: 'jinnan', level: 1, daysAgo: 290 },
  { company: 'hongyuan', level: 2, daysAgo: 57 },

  // 采矿业, 电力, 物流
  { company: 'dongliang', level: 3, daysAgo: 85, group: true },
  { company: 'fenheyuan', level: 2, daysAgo: 175, cropped: ['T13', 'T26'], provider: 'fenshui' },
  { company: 'qinhe', level: 4, daysAgo: 60, group: true },
  { company: 'beiling', level: 1, daysAgo: 320, cropped: CROP_NON_MAKER },
  { company: 'qinglong', level: 0, daysAgo: 145, cropped: CROP_NON_MAKER },
  { company: 'saishang', level: 1, daysAgo: 205, cropped: CROP_NON_MAKER },
  { company: 'jindong', level: 2, daysAgo: 110, cropped: ['T13', 'T25'] },
  { company: 'zhanghe', level: 1, daysAgo: 262, cropped: CROP_NON_MAKER },
  { company: 'jintong', level: 1, daysAgo: 125, cropped: CROP_LOGISTICS },
  { company: 'yudu', level: 0, daysAgo: 72, cropped: CROP_LOGISTICS },

  // 软件, 零售, 住宿, 建筑: assessed on variant '2' like the logistics companies
  { company: 'xinglian', level: 3, daysAgo: 95, cropped: CROP_NO_STOCK },
  { company: 'huiminxing', level: 2, daysAgo: 155 },
  { company: 'yunzhongyi', level: 1, daysAgo: 40 },
  { company: 'taohe', level: 1, daysAgo: 225 },
];
