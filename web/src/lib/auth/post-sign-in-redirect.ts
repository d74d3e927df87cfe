// Remembers where to go after a redirect sign-in (Cognito leaves the SPA and comes back), and holds the
// rule for the `redirect` query of the Login page (spec part 1 §2.4).

const KEY = 'login_redirect';

/**
 * The `redirect` query is honoured only when it is a path on this site: it starts with one slash and
 * not with `//` or `/\` (both would let a link send the person to another site).
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw?.startsWith('/')) return '/';
  const second = raw.charAt(1);
  if (second === '/' || second === '\\') return '/';
  // Control characters (tabs, new lines) are dropped by URL parsers and could rebuild `//`.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control range is exactly what is rejected
  if (/[\u0000-\u001f\u007f]/.test(raw)) return '/';
  return raw;
}

export function rememberPostSignInRedirect(target: string, storage: Storage = window.sessionStorage): void {
  storage.setItem(KEY, safeRedirectTarget(target));
}

export function takePostSignInRedirect(storage: Storage = window.sessionStorage): string | null {
  const target = storage.getItem(KEY);
  storage.removeItem(KEY);
  return target ? safeRedirectTarget(target) : null;
}
