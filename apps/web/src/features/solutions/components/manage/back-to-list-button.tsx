import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { SOLUTION_PATHS } from '../../solution-links';

/** 返回: back to the own list, wherever the page was opened from. */
export function BackToListButton() {
  const navigate = useNavigate();
  return <Button onClick={() => void navigate(SOLUTION_PATHS.own)}>返回</Button>;
}
