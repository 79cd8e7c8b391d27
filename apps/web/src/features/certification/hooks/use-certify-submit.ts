import { CERTIFICATION_MESSAGES, type CertifyType } from '@dtmm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useRef, useState } from 'react';
import type { QueryValue } from '@/lib/query-string';
import { markSubmitted, submitCertification } from '../api/certification-api';
import { SUBMITTED_TOAST_S } from '../certification-texts';

export interface CertifySubmitOptions<T> {
  form: FormInstance<T>;
  type: CertifyType;
  /** The form's summary when a field is wrong ('请完善表单信息' / '请完善必填信息'). */
  invalidMessage: string;
  toPayload: (values: T) => Record<string, QueryValue>;
  /** Runs before anything else; false stops the submit (the provider page's company check). */
  mayStart?: () => boolean;
  onSubmitted: () => void;
}

/**
 * One submission at a time: a second one meanwhile hears '请勿重复提交'; an invalid form its
 * summary; success shows '提交成功' for 500 ms and then the waiting state. A refusal was toasted
 * by the api client and leaves the form filled and open.
 */
export function useCertifySubmit<T>({
  form,
  type,
  invalidMessage,
  toPayload,
  mayStart,
  onSubmitted,
}: CertifySubmitOptions<T>) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const send = async (values: T) => {
    const { msg } = await submitCertification(toPayload(values));
    await message.success(msg || CERTIFICATION_MESSAGES.submitted, SUBMITTED_TOAST_S);
    await markSubmitted(queryClient, type);
    onSubmitted();
  };

  const submit = async () => {
    if (inFlight.current) {
      void message.warning(CERTIFICATION_MESSAGES.duplicateSubmit);
      return;
    }
    if (mayStart && !mayStart()) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const values = await form.validateFields().catch(() => null);
      if (values) await send(values);
      else void message.error(invalidMessage);
    } catch {
      // the api client has shown the server's msg
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };
  return { submit, isSubmitting };
}
