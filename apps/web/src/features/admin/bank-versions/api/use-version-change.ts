import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { bankVersionKeys } from './bank-versions-api';

/**
 * One change of a version (copy, save, publish, delete): the server's message as a toast, then every
 * version read again, also after a refusal (a 409 means the version changed meanwhile). Answers the
 * call's data, or undefined when it failed (the api client has shown the server's message; `onRefused`
 * may read the refusal's data).
 */
export function useVersionChange() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [isBusy, setBusy] = useState(false);
  const run = async <T>(
    call: () => Promise<{ data: T; msg: string }>,
    onRefused?: (error: unknown) => void,
  ): Promise<{ data: T } | undefined> => {
    setBusy(true);
    try {
      const { data, msg } = await call();
      void message.success(msg);
      return { data };
    } catch (error) {
      onRefused?.(error);
      return undefined;
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: bankVersionKeys.all });
    }
  };
  return { run, isBusy };
}
