import { Hono } from 'hono'
import type { AppDeps } from '../../deps'

export function adminRoutes(_deps: AppDeps) {
  return new Hono()
}
