import { messages } from '@dtmm/shared';
import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** Shown instead of a company page to someone without a certified company (the server says the same). */
export function CompanyFirstNotice() {
  return (
    <Result
      status="info"
      title={messages.certification.companyFirst}
      extra={
        <Link to="/user/companyinfo">
          <Button type="primary">去认证</Button>
        </Link>
      }
    />
  );
}
