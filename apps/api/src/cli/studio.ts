import { createInterface } from 'node:readline/promises'
import { runStudioCli } from './run'

/** `npm run studio -- …` (tsx): the studio archive on the command line; see run.ts and docs/decisions/0015. */
const io = {
  out: (line: string) => console.log(line),
  err: (line: string) => console.error(line),
  async ask(prompt: string) {
    const lines = createInterface({ input: process.stdin, output: process.stderr })
    try {
      return await lines.question(prompt)
    } catch {
      return null
    } finally {
      lines.close()
    }
  },
}

process.exitCode = await runStudioCli(process.argv.slice(2), process.env, io)
