import type { EvaluationType } from '@dtmm/shared';
import { Segmented } from 'antd';
import { VARIANT_NAMES } from '../../../bank-variant';
import type { CompanyVariant } from '../../../use-company-variant';

/** Who takes each variant, said under the switch. */
const WHO_TAKES: Record<EvaluationType, string> = {
  '1': '适用于采矿业、制造业和电力、热力、燃气及水生产和供应业企业，评估数字化基础、数字化治理、数字化生产和转型成效。',
  '2': '适用于其他行业企业，如交通运输、仓储物流、批发零售、软件和信息技术服务等，以数字化经营（营销与客户、服务交付、采购与供应、财务与人力、物流与仓储）替代数字化生产。',
};

interface BankVariantSwitchProps {
  value: EvaluationType;
  onChange: (value: EvaluationType) => void;
  /** The signed-in member's company: its variant is marked and its reason said. */
  company: CompanyVariant | null;
}

/** 工业企业 / 非工业企业: the bank's two variants, one shown at a time (issue 29 §1). */
export function BankVariantSwitch({ value, onChange, company }: BankVariantSwitchProps) {
  const options = (['1', '2'] as const).map((type) => ({
    value: type,
    label: company?.evaluationType === type ? `${VARIANT_NAMES[type]}（本企业）` : VARIANT_NAMES[type],
  }));
  return (
    <section className="bank-variant" aria-label="评估类型">
      <Segmented
        className="bank-variant__switch"
        aria-label="选择评估类型"
        options={options}
        value={value}
        onChange={onChange}
      />
      <p className="bank-variant__who" data-testid="variant-who">
        {WHO_TAKES[value]}
      </p>
      {company ? (
        <p className="bank-variant__reason" data-testid="variant-reason">
          {company.reason}
        </p>
      ) : null}
    </section>
  );
}
