/**
 * @studio/contracts: the zod schemas, constants, message texts and typed API clients shared by the
 * site, the admin panel and the API. Browser-safe: it never imports server code. Schemas use
 * `zod/mini` (tree-shakeable, no eval); helpers that need no schema (constants, messages, links,
 * tags, contact-form) import no zod at all.
 */
export * from './admin-client'
export * from './alert-settings'
export * from './api-error'
export * from './audit'
export * from './auth'
export * from './constants'
export * from './contact'
export * from './fields'
export * from './inbox'
export * from './messages'
export * from './ordering'
export * from './projects'
export * from './public-client'
export * from './site-content'
export * from './site-content-api'
export * from './site-content-defaults'
export * from './site-content-fields'
export * from './site-content-translation'
export * from './studio-facts'
export * from './team'
export * from './two-factor'
export * from './two-factor-client'
export * from './upload'
export * from './work-items'
