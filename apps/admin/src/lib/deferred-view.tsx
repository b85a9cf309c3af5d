import * as React from 'react'
import { Await } from 'react-router'

interface DeferredProps<T> {
  /** A loader's deferred read. */
  value: Promise<T>
  /** Shown until it answers (the screen with skeleton rows). */
  fallback: React.ReactNode
  children: (value: T) => React.ReactNode
}

/**
 * Shows a loader's deferred read once it answers (React Router's Await). A failure goes to the
 * route error boundary. A revalidation's new read keeps the current view until it answers (router
 * updates are transitions), so a reload after a save never flashes skeletons.
 */
export function Deferred<T>({ value, fallback, children }: DeferredProps<T>) {
  return (
    <React.Suspense fallback={fallback}>
      <Await resolve={value}>{(resolved: T) => children(resolved)}</Await>
    </React.Suspense>
  )
}
