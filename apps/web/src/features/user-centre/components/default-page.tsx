import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** A menu item whose page component cannot be resolved (portal.md 2.6) lands here instead of a blank. */
export function DefaultPage() {
  return (
    <Result
      className="user-centre__default"
      data-testid="centre-default-page"
      status="info"
      title="页面暂未开放"
      subTitle="该菜单对应的页面尚未上线，请稍后再来。"
      extra={
        <Button type="primary">
          <Link to="/user/companyinfo">返回企业信息</Link>
        </Button>
      }
    />
  );
}
