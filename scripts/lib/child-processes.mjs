/**
 * Child processes of the start scripts and the bench: run to their end, waited on until they answer,
 * and stopped by their own id (a child that leads a process group, spawned `detached`, with its group).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { connect } from 'node:net'

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export const running = (child) => child.exitCode === null && child.signalCode === null

/** Whether `port` takes a connection: a connection, not a request (the site's servers log every request). */
export function answers(port, host = 'localhost') {
  return new Promise((resolve) => {
    const socket = connect({ host, port: Number(port) })
    const settle = (open) => {
      socket.destroy()
      resolve(open)
    }
    socket.setTimeout(2_000)
    socket.once('connect', () => settle(true))
    socket.once('error', () => settle(false))
    socket.once('timeout', () => settle(false))
  })
}

/** Whether `url` answers a GET with a status `ok` accepts (by default a 2xx). */
export const responds = (url, ok = (response) => response.ok) =>
  fetch(url, { redirect: 'manual' }).then(ok, () => false)

/**
 * Polls `ready()` every `intervalMs` until it holds. Throws when `child` (if given) has exited first
 * or `timeoutMs` has passed, after `onFail` (e.g. stopping the child).
 */
export async function waitUntil(ready, { what, timeoutMs, intervalMs = 250, child, onFail }) {
  for (const deadline = Date.now() + timeoutMs; !(await ready()); await sleep(intervalMs)) {
    const exited = child && !running(child)
    if (exited || Date.now() > deadline) {
      await onFail?.()
      throw new Error(
        exited
          ? `${what} exited (code ${child.exitCode})`
          : `${what} did not answer within ${timeoutMs / 1000} s`,
      )
    }
  }
}

export function signalChild(child, name, group = false) {
  try {
    if (group) process.kill(-child.pid, name)
    else child.kill(name)
  } catch {
    // Already gone.
  }
}

/**
 * SIGTERM, then SIGKILL if the child is still there after `graceMs`. With `group`, the whole process
 * group it leads, and whatever of the group outlives its leader (workerd under wrangler or vite).
 */
export async function stopChild(child, { group = false, graceMs = 5_000 } = {}) {
  if (running(child)) {
    const exited = once(child, 'exit')
    signalChild(child, 'SIGTERM', group)
    const timer = setTimeout(() => signalChild(child, 'SIGKILL', group), graceMs)
    await exited
    clearTimeout(timer)
  }
  if (group) signalChild(child, 'SIGKILL', true)
}

/**
 * Runs a command to its end; resolves with its output (stdout and stderr), or rejects with the exit
 * code, and the output too when `echo` has not shown it already. `echo` receives each chunk.
 */
export function runToEnd(command, args, { echo, ...options } = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
  const chunks = []
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      chunks.push(chunk)
      echo?.(chunk)
    })
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      const output = Buffer.concat(chunks).toString('utf8')
      if (code === 0) resolve(output)
      else
        reject(
          new Error(`${command} ${args.join(' ')} failed (exit code ${code})${echo ? '' : `:\n${output}`}`),
        )
    }),
  )
}
