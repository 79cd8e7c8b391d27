import { combinedDuties, OPERATOR_ROLE_MESSAGES } from '@dtmm/shared';
import { Alert } from 'antd';
import { useSession } from '@/features/auth/hooks/use-session';

/**
 * Warns an operator whose account holds two of the separated duties (系统管理员, 安全管理员, 审计管理员):
 * allowed only for a single-person office, such as the demo's all-roles `operator` (docs/operator-roles.md).
 */
export function CombinedDutiesAlert() {
  const held = combinedDuties(useSession().user?.operatorRoles ?? []);
  if (held.length === 0) return null;
  return (
    <Alert
      className="admin__duties-alert"
      type="warning"
      showIcon
      banner
      title={OPERATOR_ROLE_MESSAGES.combinedWarning(held)}
    />
  );
}
