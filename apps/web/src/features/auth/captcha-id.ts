/**
 * The random id that binds a captcha image to the login that answers it (portal.md 7.1: "random id
 * kept in a cookie"). It travels as the captchaCookie query and form field, so local storage keeps
 * it; made once per browser.
 */
const CAPTCHA_ID_KEY = 'dtmm_captcha_cookie';

function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes); // works on plain-http intranet hosts too, unlike randomUUID
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function captchaId(): string {
  let id: string | null = null;
  try {
    id = globalThis.localStorage?.getItem(CAPTCHA_ID_KEY) ?? null;
  } catch {
    id = null;
  }
  if (!id || !/^[0-9a-f]{32}$/.test(id)) {
    id = randomId();
    try {
      globalThis.localStorage?.setItem(CAPTCHA_ID_KEY, id);
    } catch {
      // storage blocked: a fresh id per page load still works
    }
  }
  return id;
}
