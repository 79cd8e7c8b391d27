import type { DemoPatent } from './demo-content.types';

/**
 * The demo enterprises' patents and software copyrights (2024–2026). Patent numbers follow the CN
 * format (year, type digit 1 invention / 2 utility model / 3 design, serial, check digit) and their
 * check digits are computed; every number is invented.
 */
export const DEMO_PATENTS: DemoPatent[] = [
  {
    companyKey: 'bingzhou',
    title: '一种基于运行数据的液压支架健康状态评估方法',
    patentNumber: 'ZL 2024 1 0387215.7',
    patentType: '发明专利',
    patentee: '山西并州智能矿山装备有限公司',
    applyDate: '2024-03-12',
    summary:
      '本发明公开了一种液压支架健康状态评估方法：采集立柱压力、推移行程和姿态倾角数据，提取初撑力达标率、保压衰减速率和阀组动作响应时间等特征，按支架型号建立健康评分模型，识别立柱内泄和阀组卡滞等故障征兆，为远程运维和备件预测提供依据。',
    publishTime: '2025-09-18 10:00',
  },
  {
    companyKey: 'shengyuan',
    title: '一种焦炉立火道温度软测量与加热自动调节方法',
    patentNumber: 'ZL 2024 1 0652903.1',
    patentType: '发明专利',
    patentee: '孝义市晟源焦化有限公司、山西龙城工业互联网有限公司',
    applyDate: '2024-05-20',
    summary:
      '本发明涉及焦炉加热控制技术领域，利用蓄热室顶部温度、分烟道吸力和烟气氧含量等易测参数，结合焦炉加热机理建立立火道温度软测量模型，替代人工测温；根据结焦时间和配煤水分计算目标温度，自动调节煤气流量，使直行温度稳定在工艺范围内，降低吨焦耗热量。',
    publishTime: '2026-02-10 10:00',
  },
  {
    companyKey: 'fengcheng',
    title: '一种锂电负极材料石墨化工艺参数优化方法',
    patentNumber: 'ZL 2025 1 0214786.5',
    patentType: '发明专利',
    patentee: '晋城凤城碳基新材料有限公司',
    applyDate: '2025-02-18',
    summary:
      '本发明公开了一种锂电负极材料石墨化工艺参数优化方法，以生产批号关联窑炉温度曲线、装料参数与比容量、振实密度等检测结果，筛选出升温段速率和高温段保温时间等关键参数，确定工艺窗口并实时预警偏离，可有效缩小产品批次间的性能波动。',
    publishTime: '2026-08-25 10:00',
  },
  {
    companyKey: 'changyuan',
    title: '一种齿轮泵出厂试验数据自动采集装置',
    patentNumber: 'ZL 2024 2 1873468.7',
    patentType: '实用新型',
    patentee: '晋中榆次昌源液压机械有限公司',
    applyDate: '2024-08-06',
    summary:
      '本实用新型提供一种齿轮泵出厂试验数据自动采集装置，包括扫码单元、压力和流量传感器、噪声检测单元和数据采集终端。试验开始前扫描产品编号，试验过程中自动记录压力、流量、容积效率和噪声数据并与编号绑定上传，避免人工抄录差错，便于产品质量追溯。',
    publishTime: '2025-03-14 10:00',
  },
  {
    companyKey: 'taihang',
    title: '一种中频感应电炉炉衬温度在线监测装置',
    patentNumber: 'ZL 2025 2 0931574.4',
    patentType: '实用新型',
    patentee: '长治太行精铸科技有限公司',
    applyDate: '2025-04-22',
    summary:
      '本实用新型公开了一种中频感应电炉炉衬温度在线监测装置，在炉体外壁按层布置多组测温元件，通过隔热保护套与采集模块连接，实时监测炉衬侵蚀引起的局部温升，超限时声光报警，可提前发现炉衬减薄隐患，延长炉衬使用寿命并降低漏炉风险。',
    publishTime: '2025-11-28 10:00',
  },
  {
    companyKey: 'ruici',
    title: '日用瓷餐具（云冈纹样）',
    patentNumber: 'ZL 2025 3 0456128.8',
    patentType: '外观设计',
    patentee: '怀仁市瑞瓷日用陶瓷有限公司',
    applyDate: '2025-07-15',
    summary:
      '本外观设计产品为日用瓷餐具，包括碗、盘和汤勺。设计要点在于器型口沿和图案：图案提取云冈石窟飞天和忍冬纹元素，以釉下青花线描方式环绕器身，器型口沿略微外翻。产品主要用于酒店和家庭餐饮，也可作为文创礼品。',
    publishTime: '2025-12-05 10:00',
  },
  {
    companyKey: 'yuncang',
    title: '晋北云仓仓运一体调度平台软件',
    patentNumber: '2025SR1846372',
    patentType: '软件著作权',
    patentee: '忻州晋北云仓物流有限公司',
    applyDate: '2025-08-20',
    summary:
      '该软件用于区域性仓储配送企业的订单、库存和运输一体化调度，主要功能包括多渠道订单接入、库区与拣货波次自动分配、手持终端拣货复核、车辆位置跟踪与装车排序、冷链温度记录查询，以及按客户、库区和线路统计作业量与成本。',
    publishTime: '2025-10-30 10:00',
  },
  {
    companyKey: 'jiasui',
    title: '面制品质量追溯管理系统',
    patentNumber: '2026SR0538210',
    patentType: '软件著作权',
    patentee: '运城河东嘉穗食品有限公司、山西三晋数智软件股份有限公司',
    applyDate: '2026-01-12',
    summary:
      '该软件以生产批号为主线，实现面制品从原粮入库、配料、制面、烘干到包装出库的全过程记录与追溯，支持工序扫码报工、烘干房温湿度自动采集、追溯码生成与消费者扫码查询，以及质量问题的正向和反向追溯分析。',
    publishTime: '2026-03-20 10:00',
  },
  {
    companyKey: 'bingzhou',
    title: '一种带式输送机托辊故障声学诊断装置',
    patentNumber: 'ZL 2026 2 0418736.2',
    patentType: '实用新型',
    patentee: '山西并州智能矿山装备有限公司',
    applyDate: '2026-02-26',
    summary:
      '本实用新型公开了一种带式输送机托辊故障声学诊断装置，沿输送机布置拾音模块，按托辊位置采集运行声音，识别轴承磨损和卡阻引起的异常频谱，定位故障托辊并推送检修提示，减少人工巡检的工作量。',
    publishTime: '',
    status: 'draft',
  },
];
