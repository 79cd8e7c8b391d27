import { PlayCircleOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { BACK_TO_TOP_PX, type DictionaryItem } from '@dtmm/shared';
import { FloatButton, Popover } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDictionary } from '@/features/reference/api/dictionaries';

/** '/operationGuide?id=…&title=…' for one guide of the operation.guide dictionary. */
export function guideHref(value: string, label: string): string {
  return `/operationGuide?${new URLSearchParams({ id: value, title: label }).toString()}`;
}

function GuideList({ guides, onNavigate }: { guides: readonly DictionaryItem[]; onNavigate: () => void }) {
  return (
    <ul className="help-menu__list">
      {guides.map((guide) => (
        <li key={guide.value}>
          <Link to={guideHref(guide.value, guide.label)} onClick={onNavigate}>
            <PlayCircleOutlined /> {guide.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The floating help menu of operation guides and the back-to-top button (portal.md 1, 2.1). */
export function FloatTools() {
  const { items } = useDictionary('operation.guide');
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      {items.length > 0 ? (
        <Popover
          title="操作指南"
          content={<GuideList guides={items} onNavigate={() => setOpen(false)} />}
          placement="leftBottom"
          trigger={['hover', 'click']}
          open={isOpen}
          onOpenChange={setOpen}
        >
          <FloatButton
            className="help-menu__button"
            icon={<QuestionCircleOutlined />}
            type="primary"
            aria-label="操作指南"
            style={{ insetInlineEnd: 24, insetBlockEnd: 104 }}
          />
        </Popover>
      ) : null}
      <FloatButton.BackTop
        visibilityHeight={BACK_TO_TOP_PX}
        aria-label="回到顶部"
        style={{ insetInlineEnd: 24, insetBlockEnd: 48 }}
      />
    </>
  );
}
