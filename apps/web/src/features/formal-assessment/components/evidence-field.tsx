import type { FormalPrefill } from '@dtmm/shared';
import { Select } from 'antd';
import { useMemo, useRef } from 'react';
import type { EvidenceBlock } from '../evidence-files';
import { FORMAL_TEXTS as T } from '../formal-texts';
import { EvidenceBlockField } from './evidence-block';

type Indicator = FormalPrefill['indicators'][number];

interface EvidenceFieldProps {
  /** The form's value: one block per indicator, the weak indicators' first. */
  value?: EvidenceBlock[];
  onChange?: (blocks: EvidenceBlock[]) => void;
  indicators: Indicator[];
  weakIds: ReadonlySet<string>;
  onPendingChange: (delta: number) => void;
}

/** The indicators not yet given a block, grouped by their area for the 添加其他指标 select. */
function addableOptions(indicators: Indicator[], taken: ReadonlySet<string>) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const indicator of indicators) {
    if (taken.has(indicator.id)) continue;
    const group = groups.get(indicator.areaName) ?? [];
    group.push({ value: indicator.id, label: indicator.name });
    groups.set(indicator.areaName, group);
  }
  return [...groups].map(([areaName, options]) => ({ label: areaName, title: areaName, options }));
}

/** Evidence per indicator: the weak indicators' blocks, then any other indicator the company adds. */
export function EvidenceField({ value = [], onChange, indicators, weakIds, onPendingChange }: EvidenceFieldProps) {
  const byId = useMemo(() => new Map(indicators.map((indicator) => [indicator.id, indicator])), [indicators]);
  const taken = new Set(value.map((block) => block.indicatorId));
  const options = addableOptions(indicators, taken);
  // Uploads of two blocks may finish before the form re-renders with the first: each change builds on the last.
  const latest = useRef(value);
  latest.current = value;
  const commit = (blocks: EvidenceBlock[]) => {
    latest.current = blocks;
    onChange?.(blocks);
  };
  const replace = (indicatorId: string, next: EvidenceBlock | null) =>
    commit(
      latest.current.flatMap((block) => {
        if (block.indicatorId !== indicatorId) return [block];
        return next ? [next] : [];
      }),
    );
  return (
    <div className="evidence-field">
      {value.map((block) => {
        const indicator = byId.get(block.indicatorId);
        if (!indicator) return null;
        const isWeak = weakIds.has(block.indicatorId);
        return (
          <EvidenceBlockField
            key={block.indicatorId}
            indicator={indicator}
            isWeak={isWeak}
            files={block.files}
            onChange={(files) => replace(block.indicatorId, { indicatorId: block.indicatorId, files })}
            onPendingChange={onPendingChange}
            onRemove={isWeak ? undefined : () => replace(block.indicatorId, null)}
          />
        );
      })}
      {options.length > 0 ? (
        <Select
          className="evidence-field__add"
          aria-label={T.addIndicator}
          placeholder={T.addIndicator}
          value={null}
          options={options}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(indicatorId: string) => commit([...latest.current, { indicatorId, files: [] }])}
        />
      ) : null}
    </div>
  );
}
