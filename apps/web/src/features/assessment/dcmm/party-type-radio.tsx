import { DCMM_PARTY_LABELS, DCMM_PARTY_TYPES, type DcmmPartyType } from '@dtmm/shared';
import { Radio } from 'antd';

const PARTY_OPTIONS = Object.values(DCMM_PARTY_TYPES).map((value) => ({ value, label: DCMM_PARTY_LABELS[value] }));

/** Who counts as which party, in plain words, shown under the radio once one is chosen. */
export const PARTY_HINTS: Record<DcmmPartyType, string> = {
  A: '自身产生、持有并使用数据的单位，如制造企业、医院、学校和政府部门。',
  B: '为其他单位提供数据产品、数据加工或数据平台服务的单位，如数据服务商、云服务和软件企业。',
};

interface PartyTypeRadioProps {
  value: DcmmPartyType | undefined;
  onChange: (value: DcmmPartyType) => void;
  /** The id of the label that names the radio. */
  labelledBy: string;
  className?: string;
}

/** The DCMM party type (assessment.md 9): A the data owner, B the data service provider. */
export function PartyTypeRadio({ value, onChange, labelledBy, className }: PartyTypeRadioProps) {
  return (
    <Radio.Group
      className={className}
      aria-labelledby={labelledBy}
      options={PARTY_OPTIONS}
      value={value}
      onChange={(event) => onChange(event.target.value as DcmmPartyType)}
    />
  );
}
