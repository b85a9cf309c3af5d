import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Screens reveal a loaded list through Suspense, which React throttles (up to 300 ms after a
// skeleton was shown); on a busy 2-core machine the whole-app tests need headroom for that.
configure({ asyncUtilTimeout: 4000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  vi.restoreAllMocks()
})
