/**
 * The browser entry of the pages that load React (app/lib/page-scripts.ts). Hydration starts once the
 * browser has painted the server's HTML: react-dom's client, the largest script, is fetched only then,
 * so on a slow connection it never competes with the page's first paint or its largest image.
 */
import { StrictMode, startTransition } from 'react'
import { HydratedRouter } from 'react-router/dom'

/** Resolves after the next frame has been painted (a task queued from an animation frame callback). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

await afterNextPaint()
const { hydrateRoot } = await import('react-dom/client')
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
