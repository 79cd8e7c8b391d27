import { Button } from 'antd';
import { Link } from 'react-router';
import type { AssessmentEntry } from '../hooks/use-assessment-entry';

/** Where a person manages (and may delete) their records, to start over with other choices. */
const RECORDS_PATH = '/user/digitalization';

/** 开始自评 or 继续自评, and while a record is in progress why the choices cannot change. */
export function EntryActions({ entry }: { entry: AssessmentEntry }) {
  return (
    <div className="intro-actions">
      <Button
        className="intro-actions__start"
        type="primary"
        size="large"
        block
        loading={entry.isChecking}
        onClick={entry.enter}
      >
        {entry.record ? '继续自评' : '开始自评'}
      </Button>
      {entry.record ? (
        <p className="intro-actions__note">
          您有一份进行中的自评估，将按原选择继续作答。如需重新选择，可在<Link to={RECORDS_PATH}>评估记录</Link>
          中删除该记录后重新开始。
        </p>
      ) : null}
    </div>
  );
}
