import { CloudServerOutlined, ClusterOutlined, RiseOutlined, ToolOutlined } from '@ant-design/icons';
import { Menu, type MenuProps, Select } from 'antd';
import { memo, type ReactNode, useState } from 'react';
import { areaAnchor, groupAnchor, type QuestionArea, scrollToAnchor } from '../questionnaire-items';

/** The four areas' icons (assessment.md 2): 基础, 治理, 生产 (数字化生产), 成效. */
const AREA_ICONS: Record<string, ReactNode> = {
  A1: <CloudServerOutlined />,
  A2: <ClusterOutlined />,
  A3: <ToolOutlined />,
  A4: <RiseOutlined />,
};

interface QuestionMenuProps {
  areas: readonly QuestionArea[];
  /** A phone: one select above the questions instead of a column beside them. */
  isCompact: boolean;
}

/** The left tree menu of the questionnaire's first and second levels; a click scrolls to that group. */
export const QuestionMenu = memo(function QuestionMenu({ areas, isCompact }: QuestionMenuProps) {
  const [selected, setSelected] = useState('');
  const jump = (key: string) => {
    setSelected(key);
    scrollToAnchor(key);
  };
  if (isCompact) {
    return (
      <Select
        className="question-menu__select"
        aria-label="跳转到指标分组"
        placeholder="跳转到指标分组"
        value={selected || undefined}
        onChange={jump}
        options={areas.map((area) => ({
          label: area.name,
          title: area.name,
          options: area.groups.map((group) => ({ label: group.name, value: groupAnchor(group.id) })),
        }))}
      />
    );
  }
  const items: MenuProps['items'] = areas.map((area) => ({
    key: areaAnchor(area.id),
    icon: AREA_ICONS[area.id],
    label: area.name,
    children: area.groups.map((group) => ({ key: groupAnchor(group.id), label: group.name })),
  }));
  return (
    <nav className="question-menu" aria-label="指标目录">
      <Menu
        mode="inline"
        items={items}
        defaultOpenKeys={areas.map((area) => areaAnchor(area.id))}
        selectedKeys={selected ? [selected] : []}
        onClick={({ key }) => jump(key)}
      />
    </nav>
  );
});
