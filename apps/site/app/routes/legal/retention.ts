/** The retention rule the API applies (MESSAGE_RETENTION_DAYS, mirrored at build time). */
export function retentionSentence(days: number | null): string {
  if (days === null)
    return 'We keep your enquiry until we no longer need it to answer you or to keep the business records the law requires. You can ask us to delete it at any time.'
  return `Enquiries we have dealt with are deleted automatically ${days} ${days === 1 ? 'day' : 'days'} after we archive them, unless the law requires us to keep them. You can ask us to delete yours sooner.`
}

/**
 * The open-ended sentence a fresh install publishes, found even when an editor has rewrapped it
 * (any run of spaces and line breaks between its words).
 */
const OPEN_ENDED = new RegExp(
  retentionSentence(null)
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+'),
)

/** Whether a privacy body still holds the open-ended retention sentence `privacyBody` replaces. */
export function hasOpenEndedRetention(body: string): boolean {
  return OPEN_ENDED.test(body)
}

/**
 * The policy's body, with the configured retention rule (MESSAGE_RETENTION_DAYS, mirrored at build
 * time) in place of the open-ended sentence a fresh install publishes, while the body still has it.
 * A body whose editor rewrote that sentence is shown as written.
 */
export function privacyBody(body: string, retentionDays: number | null): string {
  if (retentionDays === null) return body
  return body.replace(OPEN_ENDED, () => retentionSentence(retentionDays))
}
