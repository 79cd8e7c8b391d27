import { App, type FormInstance } from 'antd';
import { useState } from 'react';

/**
 * Submits an antd form once at a time: an invalid form shows the spec's summary text
 * (portal.md 5.x); a refused call leaves the form open, the client having shown the server's msg.
 */
export function useFormSubmit<T>(form: FormInstance<T>, invalidMessage: string, submit: (values: T) => Promise<void>) {
  const { message } = App.useApp();
  const [isSubmitting, setSubmitting] = useState(false);
  const run = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) {
      void message.error(invalidMessage);
      return;
    }
    setSubmitting(true);
    try {
      await submit(values);
    } catch {
      // already shown by the api client
    } finally {
      setSubmitting(false);
    }
  };
  return { run, isSubmitting };
}
