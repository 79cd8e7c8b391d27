import './tabs-with-action.css';
import { Tabs, type TabsProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd Tabs with an action (编辑, 发布) beside the tab bar. antd's `tabBarExtraContent` puts it inside
 * `role="tablist"`, where a screen reader expects only tabs (axe aria-required-children, issue 30); here
 * it stands outside the list and is only drawn at the bar's right end.
 */
export function TabsWithAction({ action, ...tabs }: TabsProps & { action: ReactNode }) {
  return (
    <div className="tabs-with-action">
      {action ? <div className="tabs-with-action__action">{action}</div> : null}
      <Tabs {...tabs} />
    </div>
  );
}
