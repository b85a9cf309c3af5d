import { Hono } from 'hono'
import type { AppDeps } from '../../deps'

export function mediaRoutes(_deps: AppDeps) {
  return new Hono()
}
