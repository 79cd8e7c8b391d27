import { EVALUATION_TYPE_NAMES, type ReportData } from '@dtmm/shared';
import { TrendChart } from '../charts/trend-chart';
import { chineseDate, formatScore, levelLine, paragraphsOf } from '../report-format';
import { BenchmarkSection } from './benchmark-section';
import { ReportChapter, ReportSection } from './report-chapter';
import { FactTable } from './report-table';

function companyFacts(data: ReportData) {
  const facts: [string, string][] = [
    ['企业名称', data.companyName],
    ['统一社会信用代码', data.company.socialCreditCode],
    ['所属行业', data.company.industry],
    ['企业类型', data.company.companyType],
    ['注册地址', data.company.registeredAddress],
    ['评估日期', chineseDate(data.assessmentDate)],
    ['评估类型', EVALUATION_TYPE_NAMES[data.report.evaluationType]],
  ];
  if (data.serviceProviderName) facts.push(['陪同评估服务商', data.serviceProviderName]);
  return facts.map(([name, value]) => [name, value || '—'] as const);
}

/** The three headline figures: total, level, tier. */
function ResultFigures({ data }: { data: ReportData }) {
  const figures = [
    ['总分', formatScore(data.totalScore)],
    ['评估等级', levelLine(data.assessmentLevel, data.assessmentLevelDesc, '')],
    ['转型档位', data.digitalTransformationLevel || '—'],
  ];
  return (
    <dl className="report-figures">
      {figures.map(([name, value]) => (
        <div key={name} className="report-figure">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Chapter 2: who was assessed, the outcome and its analysis, the benchmark, the trend. */
export function ResultChapter({ data }: { data: ReportData }) {
  return (
    <ReportChapter number={2} title="自评估结果">
      <ReportSection number="2.1" title="企业基本信息">
        <FactTable label="企业基本信息" facts={companyFacts(data)} />
      </ReportSection>
      <ReportSection number="2.2" title="评估结果">
        <ResultFigures data={data} />
        {paragraphsOf(data.analysis).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </ReportSection>
      <ReportSection number="2.3" title="对标分析">
        <BenchmarkSection data={data} />
      </ReportSection>
      <ReportSection number="2.4" title="历次评估趋势">
        <TrendChart trend={data.trend} />
      </ReportSection>
    </ReportChapter>
  );
}
