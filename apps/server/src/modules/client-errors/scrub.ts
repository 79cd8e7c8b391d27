/**
 * What a browser's error text may carry that must never be stored (docs/client-errors.md): each
 * pattern with what it becomes. Order matters: credentials first (a token may hold digits that look
 * like a phone), then identity numbers before phones (an ID number holds eleven digits in a row) and
 * before the Chinese named secrets (so an ID number after 身份证号 still reads '[证件号]').
 */
const SCRUBS: [pattern: RegExp, replacement: string][] = [
  // A URL's query and fragment: tokens and form values travel there.
  [/(\b[a-z][a-z\d+.-]*:\/\/[^\s?#'"()<>]*)[?#][^\s'"()<>]*/gi, '$1'],
  // Named secrets: access_token=…, "password": "…", Authorization: Bearer …
  [
    /\b(access_token|refresh_token|id_token|token|authorization|password|passwd|pwd|secret|api[_-]?key|session|cookie|verifyCode|captcha)(["']?\s*[=:]\s*["']?)(?:bearer\s+)?[^\s"'&,;)}]+/gi,
    '$1$2[已移除]',
  ],
  [/\bbearer\s+[\w\-.~+/]+=*/gi, 'Bearer [令牌]'],
  // A JWT, and any long opaque run of letters and digits (session ids, hex or base64 keys).
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[令牌]'],
  [/\b(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{32,}\b/gi, '[令牌]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[邮箱]'],
  // Resident identity numbers: 18 characters (the last may be X) or the old 15 digits.
  [/(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])/g, '[证件号]'],
  [/(?<![\dA-Za-z])\d{15}(?![\dA-Za-z])/g, '[证件号]'],
  // Chinese named secrets: 密码是 …, 口令：…, 验证码:…, 身份证号 …. The value must follow a separator
  // (是/为/:/=) or a space, so that '密码错误' and '验证码已发送' stay readable; '是否' is no value;
  // a value already replaced (an ID number is '[证件号]' by now) is left as it is.
  [
    /(密码|口令|验证码|校验码|动态码|身份证(?:号码?)?|证件号码?)((?:\s*(?:是(?!否)|为|[:：=])\s*|\s+)["'“‘「]?)(?!\[)[^\s"'“”‘’「」，。；、,;)）}\]】]+/g,
    '$1$2[已移除]',
  ],
  // Mobile numbers (with or without +86) and landlines with an area code.
  [/(?<![\d])(?:\+?86[\s-]?)?1[3-9]\d(?:[\s-]?\d{4}){2}(?!\d)/g, '[手机号]'],
  [/(?<![\d])0\d{2,3}-\d{7,8}(?!\d)/g, '[电话]'],
];

/** The text with tokens, query strings, e-mail addresses, identity and phone numbers replaced. */
export function scrubText(text: string): string {
  return SCRUBS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}
