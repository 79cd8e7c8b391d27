import type { ReportData, TopProvider } from '@dtmm/shared';
import { PlanTable } from './plan-table';
import { ReportChapter, ReportSection } from './report-chapter';
import { StageMeasures } from './stage-measures';
import { TopProviders } from './top-providers';

export interface ProviderState {
  list: readonly TopProvider[];
  isFailed: boolean;
}

/** Chapter 4: the improvement plan, the staged measures and the providers who can help. */
export function NextStepsChapter({ data, providers }: { data: ReportData; providers: ProviderState }) {
  return (
    <ReportChapter number={4} title="下一步建议">
      <ReportSection number="4.1" title="改进计划">
        <PlanTable plan={data.plan} />
      </ReportSection>
      <ReportSection number="4.2" title="分阶段改进措施">
        <StageMeasures measures={data.stageMeasures} />
        {data.adviceNote && <p>{data.adviceNote}</p>}
      </ReportSection>
      <ReportSection number="4.3" title="推荐服务商">
        <TopProviders providers={providers.list} isFailed={providers.isFailed} />
      </ReportSection>
    </ReportChapter>
  );
}
