import { type DcmmCapabilityArea, dcmmLevelTitle } from '@dtmm/shared';
import { Button, Collapse, Radio } from 'antd';
import { memo } from 'react';

export const CAPABILITY_TITLE = '能力自查（选填，不作为认证等级）';

/** The anchor of an area, for the jump to the first one left open. */
export const capabilityAnchor = (areaId: string) => `capability-${areaId}`;

interface CapabilityCheckProps {
  areas: readonly DcmmCapabilityArea[];
  levels: Readonly<Record<string, number>>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCheck: (areaId: string, level: number) => void;
  onClear: () => void;
}

/**
 * The optional self-check over the 8 capability areas of GB/T 36073: for each area the statement
 * that fits best. Collapsed until opened; rendered even then, so a jump can reach an area.
 */
export function CapabilityCheck({ areas, levels, isOpen, onOpenChange, onCheck, onClear }: CapabilityCheckProps) {
  const checked = areas.filter((area) => levels[area.id] !== undefined).length;
  return (
    <Collapse
      className="dcmm-capability"
      activeKey={isOpen ? ['capability'] : []}
      onChange={(keys) => onOpenChange(keys.length > 0)}
      items={[
        {
          key: 'capability',
          forceRender: true,
          label: (
            <span className="dcmm-capability__label">
              {CAPABILITY_TITLE}
              <span className="dcmm-capability__count">
                已填 {checked}/{areas.length}
              </span>
            </span>
          ),
          children: (
            <>
              <p className="dcmm-capability__intro">
                对照国家标准的八个能力域，为每个能力域选出最符合贵单位现状的一项描述。自查只帮助了解各领域的大致水平，不影响问卷给出的等级，也不是认证等级；八个能力域请全部填写，或者都不填。
              </p>
              {areas.map((area) => (
                <CapabilityArea key={area.id} area={area} level={levels[area.id]} onCheck={onCheck} />
              ))}
              {checked > 0 ? (
                <Button className="dcmm-capability__clear" onClick={onClear}>
                  清空自查
                </Button>
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}

interface CapabilityAreaProps {
  area: DcmmCapabilityArea;
  level: number | undefined;
  onCheck: (areaId: string, level: number) => void;
}

const CapabilityArea = memo(function CapabilityArea({ area, level, onCheck }: CapabilityAreaProps) {
  const titleId = `${capabilityAnchor(area.id)}-title`;
  return (
    <section
      id={capabilityAnchor(area.id)}
      className={`dcmm-capability-area${level === undefined ? '' : ' dcmm-capability-area--checked'}`}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      {/* Under the questions' h2 (the check's own title is the collapse's button, not a heading). */}
      <h3 className="dcmm-capability-area__name" id={titleId}>
        {area.name}
      </h3>
      <p className="dcmm-capability-area__desc">{area.description}</p>
      <Radio.Group
        className="dcmm-capability-area__statements"
        aria-labelledby={titleId}
        value={level ?? null}
        onChange={(event) => onCheck(area.id, Number(event.target.value))}
        options={area.statements.map((statement) => ({
          value: statement.level,
          label: (
            <span className="dcmm-statement">
              <span className="dcmm-statement__level">{dcmmLevelTitle(statement.level)}</span>
              {statement.text}
            </span>
          ),
        }))}
      />
    </section>
  );
});
