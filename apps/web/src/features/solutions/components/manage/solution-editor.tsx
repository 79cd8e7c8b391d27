import { SOLUTION_STATUSES, type SolutionItem } from '@dtmm/shared';
import { Alert, Button, Form } from 'antd';
import { useMemo } from 'react';
import { BackToListButton } from './back-to-list-button';
import { RejectionOpinion } from './rejection-opinion';
import { SolutionFields } from './solution-fields';
import { formValuesOf, type SolutionFormValues } from './solution-form-values';
import { useSolutionSubmit } from './use-solution-submit';

/** The add form, or the edit form of a stored entry with its rejection opinion above it. */
export function SolutionEditor({ solution }: { solution?: SolutionItem }) {
  const [form] = Form.useForm<SolutionFormValues>();
  const initialValues = useMemo(() => (solution ? formValuesOf(solution) : undefined), [solution]);
  const { submit, isSubmitting } = useSolutionSubmit(form, solution?.id);
  return (
    <>
      {solution ? <RejectionOpinion solution={solution} /> : null}
      {solution?.tableFlag === SOLUTION_STATUSES.approved ? (
        // docs/solutions.md: an update sends an approved entry back to review and out of the catalogue meanwhile.
        <Alert
          className="solution-notice"
          type="info"
          showIcon
          title="修改后需重新审核，审核通过前不在方案目录中展示"
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        disabled={isSubmitting}
        className="solution-form"
        aria-label={solution ? '编辑解决方案' : '发布解决方案'}
      >
        <SolutionFields />
        <div className="solution-form__actions">
          <BackToListButton />
          {/* Not disabled with the form: it shows the wait and keeps answering a second click. */}
          <Button type="primary" loading={isSubmitting} disabled={false} onClick={() => void submit()}>
            提交审核
          </Button>
        </div>
      </Form>
    </>
  );
}
