import { messages } from '@dtmm/shared';
import { Button, Empty } from 'antd';
import { useNavigate } from 'react-router';
import { RECORD_PATHS } from '@/features/assessment/assessment-links';
import { useCompanyPrompt } from '@/features/auth/hooks/use-company-prompt';
import type { AnswerType } from '../api/assessment-api';

/** '暂无数据' with the way to a first self-assessment of this answer type. */
export function NoRecords({ answerType }: { answerType: AnswerType }) {
  const navigate = useNavigate();
  const requireCompany = useCompanyPrompt();
  return (
    <Empty className="record-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.common.noData}>
      <Button type="primary" onClick={() => requireCompany(() => navigate(RECORD_PATHS.start(answerType)))}>
        开始自评
      </Button>
    </Empty>
  );
}
