import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type LibsqlHttpServer, type LibsqlHttpServerOptions, startLibsqlHttpServer } from './server'

/** A server on a free port over a fresh file in a temp folder; `stop` closes it and removes the folder. */
export async function startTestServer(
  options: Omit<LibsqlHttpServerOptions, 'file'> = {},
): Promise<LibsqlHttpServer & { file: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'libsql-http-server-'))
  const file = join(dir, 'test.db')
  const server = await startLibsqlHttpServer({ file, port: 0, ...options })
  return {
    ...server,
    file,
    async stop() {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Posts one raw pipeline body, for requests @libsql/client does not expose. */
export async function postPipeline(
  url: string,
  body: unknown,
  { version = 3, headers = {} }: { version?: number; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${url}/v${version}/pipeline`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  }
}
