import './assessment-records.css';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { FormalRecords } from '@/features/formal-assessment/components/formal-records';
import { useSearchState } from '@/lib/use-search-state';
import { DcmmRecords } from '../dcmm/records/dcmm-records';
import { SelfAssessmentRecords } from './self-assessment-records';

/** The tabs by their `paneName` in the address (assessment.md 2); an unknown one is 自评估. */
const PANES = ['selfAssessment', 'formalAssessment', 'dcmm'] as const;
type PaneName = (typeof PANES)[number];
const paneOf = (value: string | null): PaneName => PANES.find((pane) => pane === value) ?? 'selfAssessment';

const TABS = [
  { key: 'selfAssessment', label: '自评估', children: <SelfAssessmentRecords /> },
  { key: 'formalAssessment', label: '正式评估', children: <FormalRecords /> },
  { key: 'dcmm', label: 'DCMM评估', children: <DcmmRecords /> },
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
