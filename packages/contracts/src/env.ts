import * as z from 'zod/mini'

/**
 * Rules for the browser apps' build-time settings (the site's `env.ts`, the admin's `config.ts`),
 * read the way the API reads its own: one zod schema per app, a blank variable counts as unset, and
 * one error lists every bad variable. Not re-exported from the index, so only a config module pulls
 * it in.
 */

export type RawEnv = Record<string, unknown>

/** Trimmed text; absent or blank becomes `fallback`, so `VITE_FOO=` means "use the default". */
/* @__NO_SIDE_EFFECTS__ */
const orFallback = <T extends string | null>(fallback: T) =>
  z.transform((value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : fallback))

/* @__NO_SIDE_EFFECTS__ */
export const envText = (fallback: string) => z.pipe(orFallback(fallback), z.string())

/* @__NO_SIDE_EFFECTS__ */
export const optionalEnvText = () => z.pipe(orFallback(null), z.nullable(z.string()))

/** An http(s) URL, trailing slashes removed; absent or blank becomes `fallback`. */
/* @__NO_SIDE_EFFECTS__ */
export const envHttpUrl = (fallback: string) =>
  z.pipe(
    z.pipe(orFallback(fallback), z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    z.transform((value: string) => value.replace(/\/+$/, '')),
  )

/** An http(s) URL, trailing slashes removed; absent or blank becomes null. */
/* @__NO_SIDE_EFFECTS__ */
export const optionalEnvHttpUrl = () =>
  z.pipe(
    orFallback(null),
    z.nullable(
      z.pipe(
        z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
        z.transform((value: string) => value.replace(/\/+$/, '')),
      ),
    ),
  )

/** A whole number of days (1 to 99999); absent or blank becomes null. */
/* @__NO_SIDE_EFFECTS__ */
export const optionalEnvDays = () =>
  z.pipe(
    orFallback(null),
    z.nullable(
      z.pipe(
        z.string().check(z.regex(/^[1-9]\d{0,4}$/, 'must be a whole number of days')),
        z.transform(Number),
      ),
    ),
  )

/** A URL path such as `/sb-admin`, trailing slashes removed; absent, blank or `/` becomes `fallback`. */
/* @__NO_SIDE_EFFECTS__ */
export const envPath = (fallback: string) =>
  z.pipe(
    z.pipe(orFallback(fallback), z.string().check(z.regex(/^\/[\w\-/]*$/, 'must be a path starting with /'))),
    z.transform((value: string) => value.replace(/\/+$/, '') || fallback),
  )

/**
 * Parses the variables named in `shape` (each with one of the rules above) or throws one error
 * naming every bad variable, as the API's configuration does.
 */
export function parseEnv<Shape extends Record<string, z.ZodMiniType>>(
  shape: Shape,
  env: RawEnv,
): z.output<z.ZodMiniObject<Shape>> {
  const result = z.object(shape).safeParse(env)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`)
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
}
