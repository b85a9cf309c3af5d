import type { Catalogue } from './catalogue'

/** The alternative texts of a page's share image (og:image:alt, twitter:image:alt). */
const en = {
  /** The studio's default image (a page whose card is not drawn yet). */
  defaultImage: (studio: string) => `${studio}: web, apps, AI agents and data analytics`,
  pageCard: (title: string, studio: string) => `${title}, by ${studio}`,
  caseStudyCard: (title: string, studio: string) => `Case study: ${title}, by ${studio}`,
  /** Only Arabic pages show items whose texts are not translated. */
  untranslatedCaseStudyCard: (title: string, studio: string) => `Case study: ${title}, by ${studio}`,
}

export const SHARE_MESSAGES: Catalogue<typeof en> = {
  en,
  ar: {
    defaultImage: (studio) => `${studio}: تطوير المواقع والتطبيقات ووكلاء الذكاء الاصطناعي وتحليل البيانات`,
    pageCard: (title, studio) => `${title}، من ${studio}`,
    caseStudyCard: (title, studio) => `دراسة حالة: ${title}، من ${studio}`,
    untranslatedCaseStudyCard: (title, studio) =>
      `دراسة حالة: ${title}، من ${studio}. لم تُترجم هذه الدراسة إلى العربية بعد، فعنوانها على البطاقة بالإنجليزية.`,
  },
}
