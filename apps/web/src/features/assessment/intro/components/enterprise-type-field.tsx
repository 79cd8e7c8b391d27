import type { AssessmentType } from '@dtmm/shared';
import { Radio } from 'antd';
import { ENTERPRISE_TYPE_HINTS, ENTERPRISE_TYPE_OPTIONS } from '../intro-content';
import { ChoiceField } from './choice-field';

interface EnterpriseTypeFieldProps {
  value: string | undefined;
  /** A record in progress keeps its type: the radio shows it and cannot change. */
  isLocked: boolean;
  onChange: (value: AssessmentType) => void;
}

/** 集团企业 ('2') answers every indicator; 非集团企业 ('1') may crop production indicators in the wizard. */
export function EnterpriseTypeField({ value, isLocked, onChange }: EnterpriseTypeFieldProps) {
  return (
    <ChoiceField
      id="intro-enterprise-type"
      label="企业类型"
      hint={value ? ENTERPRISE_TYPE_HINTS[value as AssessmentType] : undefined}
    >
      <Radio.Group
        className="intro-choice__radios"
        aria-labelledby="intro-enterprise-type"
        options={[...ENTERPRISE_TYPE_OPTIONS]}
        value={value}
        disabled={isLocked}
        onChange={(event) => onChange(event.target.value as AssessmentType)}
      />
    </ChoiceField>
  );
}
