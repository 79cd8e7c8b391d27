import './dcmm-result.css';
import type { DcmmRecord } from '@dtmm/shared';
import { ResultGate } from '../../results/record-result';
import { useDcmmRecord } from '../api/dcmm-api';
import { AnswerList } from './answer-list';
import { CapabilitySection } from './capability-section';
import { DcmmSummary } from './dcmm-summary';
import { LevelReasons } from './level-reasons';

/** /evaluationResultsCenter?type=dcmm&id=: a DCMM record's result (the load states as for every result). */
export function DcmmResult({ id }: { id: string }) {
  const load = useDcmmRecord(id);
  return (
    <ResultGate id={id} load={load}>
      {(record) => <DcmmReport record={record} />}
    </ResultGate>
  );
}

function DcmmReport({ record }: { record: DcmmRecord }) {
  return (
    <div className="result-report">
      <DcmmSummary record={record} />
      <LevelReasons record={record} />
      {record.capability ? <CapabilitySection capability={record.capability} /> : null}
      <AnswerList answers={record.answers} />
    </div>
  );
}
