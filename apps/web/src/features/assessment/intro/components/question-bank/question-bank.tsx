import '../../question-bank.css';
import type { EvaluationType } from '@dtmm/shared';
import { Button, Empty, Skeleton } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageBreadcrumb } from '@/components/content/page-breadcrumb';
import { DIAGNOSIS_INTRO_PATH } from '@/features/assessment/assessment-links';
import { useQuestionBankTree } from '../../../api/assessment-api';
import { VARIANT_NAMES, variantTree } from '../../../bank-variant';
import { useCompanyVariant } from '../../../use-company-variant';
import { BankOutline } from './bank-outline';
import { BankQuestions } from './bank-questions';
import { BankToolbar } from './bank-toolbar';
import { BankVariantSwitch } from './bank-variant-switch';
import { type BankAreaView, type BankFilter, countQuestions, filterBank, toBankView } from './bank-view';

/**
 * /severcenter/questionbank: every question of the current bank, to read before (or without) assessing,
 * one variant at a time; a member's company sees its own variant first.
 */
export function QuestionBank() {
  const { data, isLoading, isError, refetch } = useQuestionBankTree();
  const company = useCompanyVariant().variant;
  const [chosenType, chooseType] = useState<EvaluationType>();
  const evaluationType = chosenType ?? company?.evaluationType ?? '1';
  const bank = useMemo(() => toBankView(variantTree(data ?? [], evaluationType)), [data, evaluationType]);
  return (
    <>
      <PageBreadcrumb />
      <div className="question-bank">
        <header className="question-bank__head">
          <div>
            <h1 className="question-bank__title">诊断题库</h1>
            <p className="question-bank__summary">
              {data ? `${VARIANT_NAMES[evaluationType]}评估的全部题目，共 ${countQuestions(bank)} 道。` : null}
              每项指标在五个等级各有题目，成效类指标在一级作答；自评时从一级开始，每次只回答当前等级的题目。
            </p>
          </div>
          <Link className="question-bank__start" to={DIAGNOSIS_INTRO_PATH}>
            去自评
          </Link>
        </header>
        <BankVariantSwitch value={evaluationType} onChange={chooseType} company={company} />
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 12 }} />
        ) : isError || !data ? (
          <Empty className="question-bank__empty" description="题库暂时无法加载">
            <Button onClick={() => void refetch()}>重新加载</Button>
          </Empty>
        ) : (
          <BankBrowser bank={bank} />
        )}
      </div>
    </>
  );
}

/** The filters, the outline of what they leave and the questions. */
function BankBrowser({ bank }: { bank: readonly BankAreaView[] }) {
  const [level, setLevel] = useState<BankFilter['level']>(null);
  const [text, setText] = useState('');
  // Typing stays quick: the list follows the search a moment later.
  const deferredText = useDeferredValue(text);
  const shown = useMemo(() => filterBank(bank, { level, text: deferredText }), [bank, level, deferredText]);
  return (
    <>
      <BankToolbar
        level={level}
        onLevelChange={setLevel}
        text={text}
        onTextChange={setText}
        count={countQuestions(shown)}
      />
      <div className="question-bank__layout">
        <BankOutline areas={shown} />
        {shown.length > 0 ? (
          <BankQuestions areas={shown} />
        ) : (
          <Empty className="question-bank__empty" description="没有符合条件的题目，换个等级或关键词试试" />
        )}
      </div>
    </>
  );
}
