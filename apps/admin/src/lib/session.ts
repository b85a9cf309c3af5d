import { ADMIN_EMAIL_KEY, ADMIN_TOKEN_KEY, ADMIN_TOKEN_MIRROR_KEY } from '@studio/contracts'

/** The admin session lives in localStorage; the path to return to in sessionStorage. */
const RETURN_TO_KEY = 'admin_return_to'

export function readToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY) || null
  } catch {
    return null
  }
}

export function readEmail(): string | null {
  try {
    return localStorage.getItem(ADMIN_EMAIL_KEY) || null
  } catch {
    return null
  }
}

export function storeSession(token: string, email: string | null): void {
  localStorage.setItem(ADMIN_TOKEN_KEY, token)
  // admin_jwt mirrors the token: the spec's session has both entries, this API issues one bearer token.
  localStorage.setItem(ADMIN_TOKEN_MIRROR_KEY, token)
  if (email) localStorage.setItem(ADMIN_EMAIL_KEY, email)
  else localStorage.removeItem(ADMIN_EMAIL_KEY)
}

export function clearSession(): void {
  for (const key of [ADMIN_TOKEN_KEY, ADMIN_TOKEN_MIRROR_KEY, ADMIN_EMAIL_KEY]) localStorage.removeItem(key)
}

/** Only paths inside the panel may be remembered, so the login page can never redirect elsewhere. */
export function isReturnablePath(path: string): boolean {
  return (
    /^\/admin(\/|$|\?)/.test(path) &&
    !path.startsWith('//') &&
    !/^\/admin\/(login|signup)(\/|$|\?)/.test(path)
  )
}

export function rememberPath(path: string): void {
  if (!isReturnablePath(path)) return
  try {
    sessionStorage.setItem(RETURN_TO_KEY, path)
  } catch {
    // Private modes may refuse storage; the admin then lands on /admin, which is still correct.
  }
}

/** Returns the remembered path (or /admin) and forgets it. */
export function takeRememberedPath(): string {
  let path: string | null = null
  try {
    path = sessionStorage.getItem(RETURN_TO_KEY)
    sessionStorage.removeItem(RETURN_TO_KEY)
  } catch {
    path = null
  }
  return path && isReturnablePath(path) ? path : '/admin'
}
