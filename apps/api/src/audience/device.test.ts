import { describe, expect, it } from 'vitest'
import { DESKTOP_UA, PHONE_UA, TABLET_UA } from '../test-support/audience-views'
import { deviceClass } from './device'

describe('deviceClass', () => {
  it.each([
    ['an iPhone', PHONE_UA, 'mobile'],
    [
      'an Android phone',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'mobile',
    ],
    ['Firefox on Android', 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0', 'mobile'],
    ['an Android tablet (no "Mobile")', TABLET_UA, 'tablet'],
    [
      'an older iPad',
      'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
      'tablet',
    ],
    [
      'Firefox on an Android tablet',
      'Mozilla/5.0 (Android 14; Tablet; rv:133.0) Gecko/133.0 Firefox/133.0',
      'tablet',
    ],
    ['Chrome on Windows', DESKTOP_UA, 'desktop'],
    [
      'Safari on a Mac (and iPadOS asking for desktop pages)',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'desktop',
    ],
    ['an empty user agent', '', 'desktop'],
  ])('counts %s as %s', (_case, userAgent, expected) => {
    expect(deviceClass(userAgent)).toBe(expected)
  })
})
