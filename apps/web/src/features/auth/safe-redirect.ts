/**
 * Where to go after login (portal.md 2.5 `redirect` query): only a path on this site. Anything that
 * could leave it (an absolute URL, '//host', '/\host', a javascript: URL) or lead back to the login
 * page falls back to `fallback`.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) return fallback;
  const base = 'http://same.origin';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** '/login?redirect=<current path>' for a session that ended under the person's feet. */
export function loginPathFor(currentPath: string): string {
  const target = safeRedirect(currentPath, '');
  return target && target !== '/' ? `/login?${new URLSearchParams({ redirect: target }).toString()}` : '/login';
}
