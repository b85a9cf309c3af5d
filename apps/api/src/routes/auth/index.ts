import { Hono } from 'hono'
import type { AppDeps } from '../../deps'

export function authRoutes(_deps: AppDeps) {
  return new Hono()
}
