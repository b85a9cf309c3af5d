/** The retention rule the API applies (MESSAGE_RETENTION_DAYS, mirrored at build time). */
export function retentionSentence(days: number | null): string {
  if (days === null)
    return 'We keep your enquiry until we no longer need it to answer you or to keep the business records the law requires. You can ask us to delete it at any time.'
  return `Enquiries we have dealt with are deleted automatically ${days} ${days === 1 ? 'day' : 'days'} after we archive them, unless the law requires us to keep them. You can ask us to delete yours sooner.`
}
