import type { SessionUser, TokenPair } from '@dtmm/shared';
import { WEB_CLIENT } from '@dtmm/shared';
import { apiClient } from '@/lib/api-client';

/** The account calls of portal.md 7.1, typed by the shared contract (packages/shared/src/auth). */
export const AUTH_PATHS = {
  captcha: '/api/dtmm/common/jcaptcha.jpg',
  login: '/api/dtmm/auth/login',
  refresh: '/sso/oauth2/refresh_token',
  logout: '/api/dtmm/auth/logout',
  userInfo: '/api/dtmm/auth/userinfo',
  register: '/api/dtmm/auth/register',
  sendRegisterCode: '/api/dtmm/auth/sendNotExistVerifyCode',
  sendResetCode: '/api/dtmm/auth/sendExistVerifyCode',
  forgetPassword: '/api/dtmm/auth/forgetPassword',
  updatePassword: '/api/dtmm/auth/updatePassword',
  closeAccount: '/api/dtmm/auth/closeAccount',
} as const;

export const authKeys = {
  all: ['auth'] as const,
  userInfo: ['auth', 'userinfo'] as const,
};

/** The captcha image for `captchaCookie`; a new timestamp is a new image. */
export function captchaImageUrl(captchaCookie: string, timestamp: number): string {
  const query = new URLSearchParams({ captchaCookie, timestamp: String(timestamp) });
  return `${AUTH_PATHS.captcha}?${query.toString()}`;
}

export interface LoginInput {
  username: string;
  password: string;
  captcha?: string;
  captchaCookie?: string;
}
export interface LoginResult {
  user: SessionUser;
  token: TokenPair;
}

/** POST closeAccount (注销): the current password; the server ends every session on success. */
export const closeAccount = (password: string) =>
  apiClient.postForMessage<null>(AUTH_PATHS.closeAccount, { password }, { silent: true });

/** The form reports failures itself (attempts, lock), so these calls are silent. */
const quiet = { anonymous: true, silent: true } as const;

export const login = (input: LoginInput) =>
  apiClient.postForm<LoginResult>(
    AUTH_PATHS.login,
    {
      grant_type: 'password',
      client_id: WEB_CLIENT.id,
      client_secret: WEB_CLIENT.secret,
      username: input.username.trim(),
      password: input.password,
      captcha: input.captcha?.trim(),
      captchaCookie: input.captchaCookie,
    },
    quiet,
  );

export const refreshTokens = (refreshToken: string) =>
  apiClient.postForm<TokenPair>(
    AUTH_PATHS.refresh,
    {
      grant_type: 'refresh_token',
      client_id: WEB_CLIENT.id,
      client_secret: WEB_CLIENT.secret,
      refresh_token: refreshToken,
    },
    quiet,
  );

/**
 * Revokes the session on the server and clears its HttpOnly cookies; a failure does not keep anyone
 * logged in. `anonymous` sends no token header (the cookie still names a session that already ended).
 */
export const logoutCall = ({ anonymous = false } = {}) =>
  apiClient.post<null>(AUTH_PATHS.logout, {}, { silent: true, timeoutMs: 5_000, anonymous });

export const fetchUserInfo = (signal?: AbortSignal) =>
  apiClient.get<SessionUser>(AUTH_PATHS.userInfo, { signal, silent: true });

export interface RegisterInput {
  username: string;
  password: string;
  confirmPassword: string;
  phone: string;
  verifyCode: string;
  /** The versions of the 用户协议 and 隐私政策 the person agreed to. */
  terms: number;
  privacy: number;
}

/** Answers the server's msg (shown, then the login form returns); failures are told by the form ('注册失败'). */
export const register = (input: RegisterInput) =>
  apiClient.postForMessage<unknown>(
    AUTH_PATHS.register,
    { ...input, username: input.username.trim() },
    { ...quiet, form: true },
  );

export const sendRegisterCode = (phone: string) =>
  apiClient.post<unknown>(AUTH_PATHS.sendRegisterCode, { phone }, { anonymous: true });
export const sendResetCode = (phone: string) =>
  apiClient.post<unknown>(AUTH_PATHS.sendResetCode, { phone }, { anonymous: true });

export interface ForgetPasswordInput {
  phone: string;
  verifyCode: string;
  newPassword: string;
  confirmPassword: string;
}
/** A non-zero code shows the server's msg (the api client's toast); success answers the msg to show. */
export const forgetPassword = (input: ForgetPasswordInput) =>
  apiClient.postForMessage<unknown>(AUTH_PATHS.forgetPassword, { ...input }, { anonymous: true });

/** The server ends every session of the user on success. */
export const updatePassword = (input: { oldPassword: string; password: string; confirmPassword: string }) =>
  apiClient.postForMessage<unknown>(AUTH_PATHS.updatePassword, { ...input });
