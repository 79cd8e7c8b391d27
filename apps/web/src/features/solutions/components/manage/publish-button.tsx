import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { SOLUTION_PATHS } from '../../solution-links';

/** 发布方案: opens an empty form (portal.md 2.10). */
export function PublishButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(SOLUTION_PATHS.form('add'))}>
      发布方案
    </Button>
  );
}
