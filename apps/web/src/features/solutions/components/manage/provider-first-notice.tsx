import { messages } from '@dtmm/shared';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** Said instead of the list or the form to someone whose company is not a certified provider (portal.md 5.8). */
export function ProviderFirstNotice() {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={messages.certification.providerFirst}
      extra={
        <Button type="primary" onClick={() => void navigate('/user/severAuthentication')}>
          去服务商认证
        </Button>
      }
    />
  );
}
