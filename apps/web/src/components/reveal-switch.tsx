import { Space, Switch, Typography } from 'antd';

interface RevealSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * 显示完整号码: asks the server for the phones of the page in full (`unmask=1`). Only whoever needs them
 * for the job may (a company's ADMIN, a reviewer of an application under review), and each such read
 * goes into the audit trail, which the hint says.
 */
export function RevealSwitch({ checked, onChange }: RevealSwitchProps) {
  return (
    <Space size={8} className="reveal-switch">
      <Switch size="small" checked={checked} onChange={onChange} aria-label="显示完整号码" />
      <span aria-hidden="true">显示完整号码</span>
      <Typography.Text type="secondary" className="reveal-switch__hint">
        查看记录将写入审计日志
      </Typography.Text>
    </Space>
  );
}
