import { DownOutlined } from '@ant-design/icons';
import { FORMAL_ASSESSMENT_TYPE_LABELS, FORMAL_ASSESSMENT_TYPE_NAMES, type FormalAssessmentType } from '@dtmm/shared';
import { Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { useCompanyPrompt } from '@/features/auth/hooks/use-company-prompt';
import { FORMAL_PATHS } from '../formal-links';
import { FORMAL_TEXTS as T } from '../formal-texts';

const ITEMS = FORMAL_ASSESSMENT_TYPE_NAMES.map((key) => ({ key, label: FORMAL_ASSESSMENT_TYPE_LABELS[key] }));

/** 申请正式评估: the type is chosen first; a user without a company is asked to certify instead. */
export function ApplyButton() {
  const navigate = useNavigate();
  const requireCompany = useCompanyPrompt();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: ITEMS,
        onClick: ({ key }) => requireCompany(() => navigate(FORMAL_PATHS.form(key as FormalAssessmentType))),
      }}
    >
      <Button type="primary">
        {T.chooseType} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
