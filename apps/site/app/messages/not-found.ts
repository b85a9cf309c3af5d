import type { Catalogue } from './catalogue'

/** The not-found page: what it says, and the pages it suggests (paths within the page's language). */
const en = {
  eyebrow: 'Error 404',
  title: 'This page could not be found',
  lead: 'The link may be old or mistyped. One of these pages is probably what you need:',
  suggestions: [
    {
      to: '/services',
      label: 'Services',
      text: 'What we build: web, apps, AI agents, data and maintenance.',
    },
    { to: '/projects', label: 'Projects', text: 'Our latest work for clients.' },
    { to: '/all-work', label: 'All Work', text: 'Every project, by type.' },
    { to: '/contact', label: 'Get in Touch', text: 'Tell us about your project.' },
  ],
  home: 'Back to the home page',
}

export const NOT_FOUND_MESSAGES: Catalogue<typeof en> = {
  en,
  ar: {
    eyebrow: 'خطأ 404',
    title: 'تعذّر العثور على هذه الصفحة',
    lead: 'ربما يكون الرابط قديمًا أو به خطأ في الكتابة. لعلّ ما تبحث عنه في إحدى هذه الصفحات:',
    suggestions: [
      {
        to: '/services',
        label: 'الخدمات',
        text: 'ما نبنيه: مواقع الويب والتطبيقات ووكلاء الذكاء الاصطناعي والبيانات والصيانة.',
      },
      { to: '/projects', label: 'المشروعات', text: 'أحدث أعمالنا لعملائنا.' },
      { to: '/all-work', label: 'كل الأعمال', text: 'كل مشروعاتنا، مصنّفةً حسب النوع.' },
      { to: '/contact', label: 'تواصل معنا', text: 'حدّثنا عن مشروعك.' },
    ],
    home: 'العودة إلى الصفحة الرئيسية',
  },
}
