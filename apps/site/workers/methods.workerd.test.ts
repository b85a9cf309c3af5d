import { describe, expect, it } from 'vitest'
import { ARABIC_PREFIX } from '../app/lib/language'
import { refusedMethod } from './methods'

const request = (method: string, path: string) =>
  new Request(`https://site.example${path}`, {
    method,
    body: method === 'GET' || method === 'HEAD' ? null : 'x',
  })

describe('methods a page does not take', () => {
  it('answers 405 with the Allow header of the page, for every other method', () => {
    for (const method of ['OPTIONS', 'PUT', 'DELETE', 'PATCH', 'POST', 'PROPFIND', 'TRACE']) {
      for (const path of [
        '/',
        '/services',
        '/all-work',
        '/work/harbourline',
        '/no-such-page',
        '/sitemap.xml',
        `${ARABIC_PREFIX}/`,
      ]) {
        const answer = refusedMethod(request(method, path))
        expect(answer?.status, `${method} ${path}`).toBe(405)
        expect(answer?.headers.get('Allow'), `${method} ${path}`).toBe('GET, HEAD')
      }
    }
  })

  it('takes POST where the page has an action, and says so in Allow', () => {
    for (const path of [
      '/contact',
      '/contact/',
      '/contact.data',
      `${ARABIC_PREFIX}/contact`,
      `${ARABIC_PREFIX}/contact.data`,
    ]) {
      expect(refusedMethod(request('POST', path)), path).toBeNull()
      for (const method of ['OPTIONS', 'PUT', 'DELETE', 'PATCH']) {
        const answer = refusedMethod(request(method, path))
        expect(answer?.status, `${method} ${path}`).toBe(405)
        expect(answer?.headers.get('Allow'), `${method} ${path}`).toBe('GET, HEAD, POST')
      }
    }
  })

  it('lets every page be read', () => {
    for (const method of ['GET', 'HEAD'])
      for (const path of ['/', '/contact', '/sitemap.xml', '/no-such-page', '/_.data', '/ar.data'])
        expect(refusedMethod(request(method, path)), `${method} ${path}`).toBeNull()
  })

  it('answers without reading the body, kept by no cache', async () => {
    const body = new ReadableStream({
      pull() {
        throw new Error('the body was read')
      },
    })
    const answer = refusedMethod(
      new Request('https://site.example/', { method: 'PUT', body, duplex: 'half' } as RequestInit),
    )
    expect(answer?.headers.get('Cache-Control')).toBe('no-store')
    expect(await answer?.text()).toBe('Method Not Allowed')
  })
})
