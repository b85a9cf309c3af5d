import { Hono } from 'hono'
import type { AppDeps } from '../../deps'

export function publicRoutes(_deps: AppDeps) {
  return new Hono()
}
