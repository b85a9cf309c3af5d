/** Child processes the benchmark starts: each reports `{ type: 'ready' }` over IPC and is stopped by id. */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * Starts `node [nodeArgs] file args` with an IPC channel and waits for its ready message.
 * Rejects (and kills the child) if it exits or stays silent past the timeout.
 */
export async function startChild(
  file,
  args = [],
  { nodeArgs = [], env = {}, timeoutMs = 60_000, label = file } = {},
) {
  const child = spawn(process.execPath, [...nodeArgs, file, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ready = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${label} did not report ready within ${timeoutMs / 1000}s`))
    }, timeoutMs)
    child.on('message', (message) => {
      if (message?.type === 'ready') {
        clearTimeout(timer)
        resolve(message)
      }
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`${label} exited before it was ready (code ${code}, signal ${signal})`))
    })
  })
  return {
    child,
    ready,
    /** Sends a message and resolves with the child's first answer of the same type. */
    ask(type) {
      return new Promise((resolve, reject) => {
        const onMessage = (message) => {
          if (message?.type === type || message?.type === 'error') {
            child.off('message', onMessage)
            if (message.type === 'error') reject(new Error(message.message))
            else resolve(message)
          }
        }
        child.on('message', onMessage)
        child.send({ type })
      })
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Runs a command to completion; `quiet` keeps its output unless it fails. Rejects on a non-zero exit. */
export async function runCommand(command, args, { cwd = ROOT, env = {}, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
  })
  const output = []
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  const [code] = await once(child, 'exit')
  if (code !== 0) {
    if (quiet) process.stderr.write(Buffer.concat(output))
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${code}`)
  }
}
