import './assessment-records.css';
import { Empty, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchState } from '@/lib/use-search-state';
import { SelfAssessmentRecords } from './self-assessment-records';

/** The tabs by their `paneName` in the address (assessment.md 2); an unknown one is 自评估. */
const PANES = ['selfAssessment', 'formalAssessment', 'dcmm'] as const;
type PaneName = (typeof PANES)[number];
const paneOf = (value: string | null): PaneName => PANES.find((pane) => pane === value) ?? 'selfAssessment';

function ComingSoon({ text }: { text: string }) {
  return <Empty className="record-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}

const TABS = [
  { key: 'selfAssessment', label: '自评估', children: <SelfAssessmentRecords /> },
  {
    key: 'formalAssessment',
    label: '正式评估',
    children: <ComingSoon text="正式评估申请记录即将开放，届时可在这里查看受理进度。" />,
  },
  { key: 'dcmm', label: 'DCMM评估', children: <ComingSoon text="DCMM 评估记录即将开放，敬请期待。" /> },
] satisfies { key: PaneName; label: string; children: ReactNode }[];

/** /user/digitalization: the company's assessments under 自评估, 正式评估 and DCMM评估. */
export function AssessmentRecordTabs() {
  const { params, update } = useSearchState();
  return (
    <section className="assessment-records">
      <Tabs
        activeKey={paneOf(params.get('paneName'))}
        items={TABS}
        onChange={(paneName) => update({ paneName }, { push: true })}
      />
    </section>
  );
}
