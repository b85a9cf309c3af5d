/**
 * Stops a process group the tests started (the API's npx, tsx and node; wrangler and its workerd) and
 * waits until every process of it has exited: on their way out they close their files (the API folds
 * its write-ahead log into the database, workerd closes the cache's database), which a test may read
 * or copy next. SIGKILL after 20 s; an error if even that does not end it.
 */
export async function stopProcessGroup(pid: number): Promise<void> {
  signal(pid, 'SIGTERM')
  const killAt = Date.now() + 20_000
  while (groupAlive(pid)) {
    if (Date.now() > killAt) signal(pid, 'SIGKILL')
    if (Date.now() > killAt + 10_000) throw new Error(`The processes of group ${pid} did not exit.`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(-pid, name)
  } catch {
    // Already gone.
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}
