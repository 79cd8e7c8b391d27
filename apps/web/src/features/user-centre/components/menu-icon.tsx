import {
  AppstoreOutlined,
  BankOutlined,
  BellOutlined,
  BulbOutlined,
  CalendarOutlined,
  DashboardOutlined,
  FileProtectOutlined,
  FundOutlined,
  IdcardOutlined,
  LineChartOutlined,
  LockOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  AppstoreOutlined,
  BankOutlined,
  BellOutlined,
  BulbOutlined,
  CalendarOutlined,
  DashboardOutlined,
  FileProtectOutlined,
  FundOutlined,
  IdcardOutlined,
  LineChartOutlined,
  LockOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
};

/** The antd icon a menu node names in iconType; unknown names show no icon. */
export function MenuIcon({ type }: { type: string }) {
  const Icon = ICONS[type];
  return Icon ? <Icon /> : null;
}
