import { builtinEnvironments, type Environment } from 'vitest/runtime'

/**
 * jsdom for a page whose loader talks to the real API (`@studio/api/test-app`) in the same process:
 * modules are transformed as for a server, since the API's libSQL driver and its migration folder
 * (`new URL(…, import.meta.url)`) need Node's resolution. A test file opts in with the docblock
 * `// @vitest-environment jsdom-server` (vitest.config.ts maps the name to this file).
 */
export default {
  name: 'jsdom-server',
  viteEnvironment: 'ssr',
  setup: (global, options) => builtinEnvironments.jsdom.setup(global, options),
} satisfies Environment
