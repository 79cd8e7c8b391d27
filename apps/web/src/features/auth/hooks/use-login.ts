import { messages } from '@dtmm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { authKeys, login } from '../api/auth-api';
import { attemptStorage, clearAttempts, lockedMinutesLeft } from '../attempt-tracker';
import { describeLoginFailure } from '../login-failure';
import { startSession } from '../session-actions';

export interface LoginValues {
  username: string;
  password: string;
  captcha?: string;
}

interface UseLoginOptions {
  captchaCookie: string;
  /** After every refused or refused-early submit (the captcha refreshes). */
  onFailure: () => void;
  onSuccess: () => void;
  /** The right password of an ADMIN-created account: the person sets their own by SMS code first. */
  onMustSetPassword: () => void;
}

/**
 * Submits the login form: refuses early while a lock the browser knows of runs ('请N分钟后再登录！'),
 * otherwise asks the server; tells the person what went wrong (toast and the notice under the form).
 */
export function useLogin({ captchaCookie, onFailure, onSuccess, onMustSetPassword }: UseLoginOptions) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const refuse = useCallback(
    (text: string, isNotified = false) => {
      setNotice(text);
      if (!isNotified) void message.error(text);
      onFailure();
    },
    [message, onFailure],
  );

  const submit = useCallback(
    async (values: LoginValues) => {
      const username = values.username.trim();
      const minutes = lockedMinutesLeft(attemptStorage.read(Date.now()), username, Date.now());
      if (minutes !== null) return refuse(messages.auth.locked(minutes));
      setSubmitting(true);
      try {
        const result = await login({ ...values, username, captchaCookie });
        attemptStorage.write(clearAttempts(attemptStorage.read(Date.now()), username));
        setNotice(null);
        startSession(result);
        queryClient.setQueryData(authKeys.userInfo, result.user);
        void message.success(messages.auth.loggedIn);
        onSuccess();
      } catch (error) {
        const now = Date.now();
        const failure = describeLoginFailure(error, attemptStorage.read(now), username, now);
        if (failure.book) attemptStorage.write(failure.book);
        // A first login is not an error: the set-password dialog says what to do, no red toast.
        refuse(failure.text, failure.isNotified || failure.mustSetPassword === true);
        if (failure.mustSetPassword) onMustSetPassword();
      } finally {
        setSubmitting(false);
      }
    },
    [captchaCookie, message, onSuccess, onMustSetPassword, queryClient, refuse],
  );

  return { submit, notice, clearNotice: () => setNotice(null), isSubmitting };
}
