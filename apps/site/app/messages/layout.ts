import { SITE_CONTENT_API_MESSAGES } from '@studio/contracts/site-content-api-texts'
import type { SiteLanguage } from '../lib/language'
import type { Catalogue } from './catalogue'

/** Each language's name in itself: the language switcher's text. */
export const LANGUAGE_NAMES = { en: 'English', ar: 'العربية' } as const satisfies Record<SiteLanguage, string>

/** The texts of the layout around every page: skip link, navigation, switcher, error and preview. */
const en = {
  skipToContent: 'Skip to content',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  home: (name: string) => `${name}, home`,
  tags: 'Tags',
  errorTitle: 'Something went wrong',
  errorHelp: 'Please reload the page or go back to the home page.',
  previewBar: 'Preview: not published',
  leavePreview: 'Leave preview',
  previewStaleTitle: 'This preview link is out of date',
  previewInvalidTitle: 'This preview link is not valid',
  previewStaleText: SITE_CONTENT_API_MESSAGES.previewStale as string,
  previewInvalidText: SITE_CONTENT_API_MESSAGES.previewInvalid as string,
  featuredServices: 'Featured services',
}

export const LAYOUT_MESSAGES: Catalogue<typeof en> = {
  en,
  ar: {
    skipToContent: 'انتقل إلى المحتوى',
    mainNav: 'القائمة الرئيسية',
    mobileNav: 'قائمة الجوال',
    home: (name: string) => `${name}، الصفحة الرئيسية`,
    tags: 'الوسوم',
    errorTitle: 'حدث خطأ ما',
    errorHelp: 'أعد تحميل الصفحة أو ارجع إلى الصفحة الرئيسية.',
    previewBar: 'معاينة: غير منشورة',
    leavePreview: 'الخروج من المعاينة',
    previewStaleTitle: 'رابط المعاينة هذا قديم',
    previewInvalidTitle: 'رابط المعاينة هذا غير صالح',
    previewStaleText: 'هذه المعاينة قديمة: تغيّرت المسودة بعد إنشاء الرابط. أنشئ رابطًا جديدًا.',
    previewInvalidText: 'رابط المعاينة هذا غير صالح أو انتهت صلاحيته. أنشئ رابطًا جديدًا من لوحة الإدارة.',
    featuredServices: 'خدمات مختارة',
  },
}
