import * as React from 'react'

interface DeferredProps<T> {
  /** A loader's deferred read. */
  value: Promise<T>
  /** Shown until it answers (the screen with skeleton rows). */
  fallback: React.ReactNode
  children: (value: T) => React.ReactNode
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown }

/**
 * Shows a loader's deferred read once it answers. A failure goes to the route error boundary. A
 * revalidation's or a new search's read keeps the current view until it answers, so a reload after a
 * save never flashes skeletons.
 *
 * Not a Suspense boundary: there the fallback and the loaded screen are two different trees, so a
 * screen whose fallback is itself with no rows (`<Inbox page={null} />`, then `<Inbox page={page} />`)
 * was made again when its rows arrived, losing what the admin had typed in its search box meanwhile
 * and the box's focus. Here both are the same element in the same place, and React keeps it.
 */
export function Deferred<T>({ value, fallback, children }: DeferredProps<T>) {
  const [outcome, setOutcome] = React.useState<Outcome<T> | null>(null)
  React.useEffect(() => {
    let current = true
    value.then(
      (answer) => current && setOutcome({ ok: true, value: answer }),
      (error: unknown) => current && setOutcome({ ok: false, error }),
    )
    return () => {
      current = false
    }
  }, [value])
  if (outcome && !outcome.ok) throw outcome.error
  return outcome ? children(outcome.value) : fallback
}
