declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router'

  const build: ServerBuild
  export = build
}

/** The one Node module the Worker uses, through the `nodejs_als` flag (workers/request-scope.ts). */
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined
    run<R>(store: T, callback: () => R): R
  }
}
