// @vitest-environment node
import { SITE_CONTENT_DEFAULTS_EN } from '@studio/contracts/site-content-defaults'
import { SITE_CONTENT_DEFAULTS_AR } from '@studio/contracts/site-content-defaults-ar'
import { parseSiteEnv } from '../../env'
import { hasOpenEndedRetention, privacyBody, retentionSentence } from './retention'

describe('the privacy page retention sentence', () => {
  it('follows MESSAGE_RETENTION_DAYS as mirrored in VITE_MESSAGE_RETENTION_DAYS', () => {
    const days = parseSiteEnv({ VITE_MESSAGE_RETENTION_DAYS: '90' }).messageRetentionDays
    expect(days).toBe(90)
    expect(retentionSentence(days)).toContain('deleted automatically 90 days after we archive them')
    expect(retentionSentence(1)).toContain('1 day after')
  })

  it('says enquiries are kept until someone deletes them when no retention is set', () => {
    const days = parseSiteEnv({ VITE_MESSAGE_RETENTION_DAYS: ' ' }).messageRetentionDays
    expect(days).toBeNull()
    expect(retentionSentence(days)).toContain('You can ask us to delete it at any time.')
    expect(retentionSentence(days)).not.toContain('automatically')
  })

  it('refuses a retention that is not a whole number of days', () => {
    expect(() => parseSiteEnv({ VITE_MESSAGE_RETENTION_DAYS: '30.5' })).toThrow(
      /VITE_MESSAGE_RETENTION_DAYS: must be a whole number of days/,
    )
  })

  it('puts the rule into the default privacy body: deleted 90 days after archiving', () => {
    const seeded = SITE_CONTENT_DEFAULTS_EN.privacy.body
    // The seeded text must keep the sentence the swap looks for, or the page would silently say
    // enquiries are kept open-endedly while the API deletes them.
    expect(hasOpenEndedRetention(seeded)).toBe(true)
    const body = privacyBody(seeded, 90)
    expect(body).toContain(
      '## How long we keep it\n\nEnquiries we have dealt with are deleted automatically 90 days after we archive them,',
    )
    expect(hasOpenEndedRetention(body)).toBe(false)
    expect(body.replace(retentionSentence(90), retentionSentence(null))).toBe(seeded)
    expect(privacyBody(seeded, null)).toBe(seeded)
  })

  it('finds the sentence when an editor rewrapped it, and leaves a rewritten one as written', () => {
    const rewrapped = `Intro.\n\n${retentionSentence(null).replace('need it ', 'need it\n').replace('. You', '.  You')}\n\nEnd.`
    expect(privacyBody(rewrapped, 30)).toBe(`Intro.\n\n${retentionSentence(30)}\n\nEnd.`)
    const rewritten = 'We keep enquiries for a year.'
    expect(privacyBody(rewritten, 30)).toBe(rewritten)
  })

  it('puts the rule into the Arabic privacy body too, with the count agreeing with its number', () => {
    const seeded = SITE_CONTENT_DEFAULTS_AR.privacy.body
    expect(hasOpenEndedRetention(seeded, 'ar')).toBe(true)
    const body = privacyBody(seeded, 90, 'ar')
    expect(body).toContain('تُحذف الاستفسارات التي فرغنا منها تلقائيًا بعد 90 يومًا من أرشفتها')
    expect(hasOpenEndedRetention(body, 'ar')).toBe(false)
    expect(body.replace(retentionSentence(90, 'ar'), retentionSentence(null, 'ar'))).toBe(seeded)
    expect(retentionSentence(1, 'ar')).toContain('بعد يوم واحد من')
    expect(retentionSentence(2, 'ar')).toContain('بعد يومين من')
    expect(retentionSentence(7, 'ar')).toContain('بعد 7 أيام من')
    expect(retentionSentence(365, 'ar')).toContain('بعد 365 يومًا من')
    expect(retentionSentence(100, 'ar')).toContain('بعد 100 يوم من')
  })
})
