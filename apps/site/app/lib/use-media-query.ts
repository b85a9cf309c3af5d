import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches; `null` on the server and during hydration, so the server-rendered
 * HTML (which cannot know the viewport) hydrates without a mismatch and CSS decides until then.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    [query],
  )
  return useSyncExternalStore<boolean | null>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  )
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
