/**
 * A small libSQL server for machines without `sqld`: libSQL's HTTP protocol (Hrana over HTTP, JSON,
 * v2 and v3 pipelines with batons) as `@libsql/client/web` speaks it, over a local libSQL file, with
 * an optional added round-trip delay and round-trip counts for benches. What it does not implement
 * (cursors, protobuf, v1) it refuses with an error that names it.
 */
export type { LibsqlHttpServer, LibsqlHttpServerOptions } from './server'
export { startLibsqlHttpServer } from './server'
export { sqldOnPath } from './sqld'
export type { ServerStats } from './stats'
