/**
 * @studio/contracts: the zod schemas, constants, message texts and typed API clients shared by the
 * site, the admin panel and the API. Browser-safe: it never imports server code.
 */
export * from './admin-client'
export * from './api-error'
export * from './auth'
export * from './constants'
export * from './contact'
export * from './fields'
export * from './messages'
export * from './projects'
export * from './public-client'
export * from './upload'
export * from './work-items'
