import { parseSiteEnv } from '../../env'
import { retentionSentence } from './retention'

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
})
