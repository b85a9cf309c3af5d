import { createContext, useContext } from 'react'

/**
 * The CSP nonce of a page the Worker renders, for React Router's inline scripts. Empty while
 * prerendering (the build hashes those pages' scripts instead) and in the browser, where the nonce
 * attribute is hidden anyway.
 */
export const NonceContext = createContext('')

export const useNonce = () => useContext(NonceContext) || undefined
