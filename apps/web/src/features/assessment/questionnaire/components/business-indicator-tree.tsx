import type { BankTreeArea } from '@dtmm/shared';
import { Checkbox, Tag } from 'antd';
import { type CroppedNames, isChosen, setChosen } from '../indicator-cropping-rules';

interface BusinessIndicatorTreeProps {
  area: BankTreeArea;
  cropped: CroppedNames;
  onChange: (cropped: CroppedNames) => void;
}

/**
 * The business area's groups (数字化生产, or 数字化经营 for a non-industrial company) and their
 * third-level indicators with checkboxes, all checked at first. A
 * group's checkbox checks or clears its croppable indicators; a mandatory one stays checked and disabled.
 */
export function BusinessIndicatorTree({ area, cropped, onChange }: BusinessIndicatorTreeProps) {
  return (
    <ul className="indicator-tree" aria-label={`${area.name}评估指标`}>
      {area.children.map((group) => {
        const chosen = group.children.filter((indicator) => isChosen(indicator, cropped)).length;
        const isFixed = group.children.every((indicator) => indicator.isMandatory);
        return (
          <li key={group.id} className="indicator-tree__group">
            <Checkbox
              className="indicator-tree__group-box"
              checked={chosen === group.children.length}
              indeterminate={chosen > 0 && chosen < group.children.length}
              disabled={isFixed}
              onChange={(event) => onChange(setChosen(cropped, group.children, event.target.checked))}
            >
              {group.name}
            </Checkbox>
            <ul className="indicator-tree__indicators">
              {group.children.map((indicator) => (
                <li key={indicator.id}>
                  <Checkbox
                    checked={isChosen(indicator, cropped)}
                    disabled={indicator.isMandatory}
                    onChange={(event) => onChange(setChosen(cropped, [indicator], event.target.checked))}
                  >
                    {indicator.name}
                    {indicator.isMandatory ? <Tag className="indicator-tree__mandatory">必答</Tag> : null}
                  </Checkbox>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
