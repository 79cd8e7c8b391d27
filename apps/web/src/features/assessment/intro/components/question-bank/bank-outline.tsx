import { Anchor, Select } from 'antd';
import { useMemo } from 'react';
import { useIsPhone } from '@/lib/use-is-phone';
import { type BankAreaView, bankAnchorId, indicatorsOf } from './bank-view';

/** The sticky header's height and a breath of space, so a heading is not hidden under the header. */
const HEADING_OFFSET_PX = 80;
const byId = (id: string) => `#${bankAnchorId(id)}`;

/** The indicator outline: a tree of links beside the questions, a jump-to select on a phone. */
export function BankOutline({ areas }: { areas: readonly BankAreaView[] }) {
  return useIsPhone() ? <OutlineSelect areas={areas} /> : <OutlineTree areas={areas} />;
}

function OutlineTree({ areas }: { areas: readonly BankAreaView[] }) {
  const items = useMemo(
    () =>
      areas.map((area) => ({
        key: area.id,
        href: byId(area.id),
        title: area.name,
        children: area.groups.map((group) => ({
          key: group.id,
          href: byId(group.id),
          title: group.name,
          children: group.indicators.map((indicator) => ({
            key: indicator.id,
            href: byId(indicator.id),
            title: indicator.name,
          })),
        })),
      })),
    [areas],
  );
  return (
    <nav className="bank-outline" aria-label="指标目录">
      <h2 className="bank-outline__title">指标目录</h2>
      <Anchor className="bank-outline__anchor" affix={false} targetOffset={HEADING_OFFSET_PX} replace items={items} />
    </nav>
  );
}

function OutlineSelect({ areas }: { areas: readonly BankAreaView[] }) {
  const options = useMemo(
    () =>
      areas.map((area) => ({
        label: area.name,
        title: area.name,
        options: indicatorsOf([area]).map((indicator) => ({ value: indicator.id, label: indicator.name })),
      })),
    [areas],
  );
  const jump = (id: string) => document.getElementById(bankAnchorId(id))?.scrollIntoView({ behavior: 'smooth' });
  // The bar, not the select, is sticky: antd positions its select itself (relative), which would
  // turn the sticky offset into a shift down over the first heading.
  return (
    <div className="bank-outline-bar">
      <Select
        className="bank-outline-select"
        aria-label="跳转到指标"
        placeholder="跳转到指标"
        options={options}
        value={null}
        onChange={jump}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </div>
  );
}
