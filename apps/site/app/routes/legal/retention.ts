import type { SiteLanguage } from '../../lib/language'

/** "after N days" in Arabic: its number agrees with the count (one, two, three to ten, eleven up). */
function arabicDays(days: number): string {
  switch (new Intl.PluralRules('ar').select(days)) {
    case 'one':
      return 'بعد يوم واحد'
    case 'two':
      return 'بعد يومين'
    case 'few':
      return `بعد ${days} أيام`
    case 'many':
      return `بعد ${days} يومًا`
    default:
      return `بعد ${days} يوم`
  }
}

/** The retention rule the API applies (MESSAGE_RETENTION_DAYS, mirrored at build time), in a language. */
export function retentionSentence(days: number | null, language: SiteLanguage = 'en'): string {
  if (language === 'ar') {
    return days === null
      ? 'نحتفظ باستفسارك ما دمنا نحتاج إليه للرد عليك أو لحفظ السجلات التجارية التي يفرضها القانون. ويمكنك أن تطلب منا حذفه في أي وقت.'
      : `تُحذف الاستفسارات التي فرغنا منها تلقائيًا ${arabicDays(days)} من أرشفتها، ما لم يُلزمنا القانون بالاحتفاظ بها. ويمكنك أن تطلب منا حذف استفسارك قبل ذلك.`
  }
  if (days === null)
    return 'We keep your enquiry until we no longer need it to answer you or to keep the business records the law requires. You can ask us to delete it at any time.'
  return `Enquiries we have dealt with are deleted automatically ${days} ${days === 1 ? 'day' : 'days'} after we archive them, unless the law requires us to keep them. You can ask us to delete yours sooner.`
}

/** A sentence as a pattern that finds it even when an editor has rewrapped it (any run of spaces and line breaks). */
const rewrappable = (sentence: string) =>
  new RegExp(
    sentence
      .split(/\s+/)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+'),
  )

/** The open-ended sentence a fresh install publishes, in each language. */
const OPEN_ENDED: Record<SiteLanguage, RegExp> = {
  en: rewrappable(retentionSentence(null, 'en')),
  ar: rewrappable(retentionSentence(null, 'ar')),
}

/** Whether a privacy body still holds the open-ended retention sentence `privacyBody` replaces. */
export function hasOpenEndedRetention(body: string, language: SiteLanguage = 'en'): boolean {
  return OPEN_ENDED[language].test(body)
}

/**
 * The policy's body, with the configured retention rule (MESSAGE_RETENTION_DAYS, mirrored at build
 * time) in place of the open-ended sentence a fresh install publishes in that language, while the
 * body still has it. A body whose editor rewrote that sentence is shown as written.
 */
export function privacyBody(
  body: string,
  retentionDays: number | null,
  language: SiteLanguage = 'en',
): string {
  if (retentionDays === null) return body
  return body.replace(OPEN_ENDED[language], () => retentionSentence(retentionDays, language))
}
