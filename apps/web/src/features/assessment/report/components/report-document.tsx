import type { ReportData } from '@dtmm/shared';
import { AreaChapter, type RecommendationState } from './area-chapter';
import { FormalChapter } from './formal-chapter';
import { NextStepsChapter, type ProviderState } from './next-steps-chapter';
import { ReportCover } from './report-cover';
import { ResultChapter } from './result-chapter';
import { StandardChapter } from './standard-chapter';

interface ReportDocumentProps {
  data: ReportData;
  recommendations: RecommendationState;
  providers: ProviderState;
}

/** The printable report: cover and five chapters, each starting a new page. */
export function ReportDocument({ data, recommendations, providers }: ReportDocumentProps) {
  return (
    <article className="report-document" aria-label={`${data.companyName}企业数字化转型评估报告`}>
      <ReportCover data={data} />
      <StandardChapter data={data} />
      <ResultChapter data={data} />
      <AreaChapter data={data} recommendations={recommendations} />
      <NextStepsChapter data={data} providers={providers} />
      <FormalChapter />
    </article>
  );
}
