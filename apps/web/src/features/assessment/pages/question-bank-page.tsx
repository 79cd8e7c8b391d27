import { QuestionBank } from '../intro/components/question-bank/question-bank';

/** /severcenter/questionbank: the current diagnosis bank, open to everyone (assessment.md 2). */
export function QuestionBankPage() {
  return (
    <div className="container page-body">
      <QuestionBank />
    </div>
  );
}
