import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'

/** Whether a `sqld` executable is on `pathVariable` (the PATH), where the real server is preferred. */
export function sqldOnPath(pathVariable: string | undefined = process.env.PATH): boolean {
  return (pathVariable ?? '').split(delimiter).some((dir) => {
    if (dir === '') return false
    try {
      accessSync(join(dir, 'sqld'), constants.X_OK)
      return true
    } catch {
      return false
    }
  })
}
