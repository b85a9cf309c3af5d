import type { WorkCategory } from '@studio/contracts/constants'
import { LIST_MESSAGES } from '@studio/contracts/messages'
import { type Catalogue, contractTexts } from './catalogue'

type Category = WorkCategory | 'all'

/** The texts of the portfolio pages: Projects, All Work and a case study. */
const en = {
  eyebrow: 'Portfolio',
  allWorkTitle: 'All Work',
  allWorkLead: 'Browse our projects by type, or view everything.',
  filterLabel: 'Filter by type',
  categories: {
    all: 'All',
    apps: 'Apps',
    ecommerce: 'E-commerce',
    informative: 'Informative Websites',
    shopify: 'Shopify',
  } satisfies Record<Category, string>,
  otherCategory: 'Other',
  emptyCategory: 'No projects in this category yet.',
  pagerLabel: 'All Work pages',
  previousPage: 'Prev',
  nextPage: 'Next',
  pageNumber: (page: string) => `Page ${page}`,
  featured: 'Featured',
  viewProject: 'View Project',
  viewProjectOf: (title: string) => `View Project: ${title}`,
  openInNewTab: 'Open in new tab',
  openInNewTabOf: (title: string) => `Open in new tab: ${title}`,
  caseStudy: 'Case study',
  coverOf: (title: string) => `Cover of ${title}`,
  latestProjects: 'Latest projects',
  endOfList: 'End of the list',
  projectOf: (position: string, count: string) => `Project ${position} of ${count}`,
  thatsAll: "That's All!",
  seenAll: "You've seen our latest projects. Want to explore more?",
  viewAllWork: 'View All Work',
  previousProject: 'Previous project',
  nextProject: 'Next project',
  openDetails: (title: string) => `Open "${title}" details`,
  kicker: 'VIEW OUR LATEST WORK',
  stackHint: 'Scroll, use the arrow keys or the buttons to move through the stack.',
  viewAllProjects: 'VIEW ALL PROJECTS',
  projectsNav: 'Projects',
  heroTitle: 'Our Work - ',
  heroHighlight: 'Crafting Digital Experiences',
  heroLead: 'Selected projects for clients in the region and around the world.',
  scrollToExplore: 'Scroll to explore',
  ...contractTexts(LIST_MESSAGES, 'projectsFailed', 'allWorkFailed', 'loadFailed'),
  backToAllWork: 'Back to all work',
  visitWebsite: 'Visit website',
  opensInNewTab: ' (opens in a new tab)',
}

export type PortfolioMessages = typeof en

export const PORTFOLIO_MESSAGES: Catalogue<typeof en> = {
  en,
  ar: {
    eyebrow: 'أعمالنا',
    allWorkTitle: 'كل الأعمال',
    allWorkLead: 'تصفّح مشروعاتنا حسب نوعها، أو اعرضها جميعًا.',
    filterLabel: 'التصفية حسب النوع',
    categories: {
      all: 'الكل',
      apps: 'التطبيقات',
      ecommerce: 'التجارة الإلكترونية',
      informative: 'المواقع التعريفية',
      shopify: 'Shopify',
    } satisfies Record<Category, string>,
    otherCategory: 'أخرى',
    emptyCategory: 'لا توجد مشروعات في هذه الفئة بعد.',
    pagerLabel: 'صفحات كل الأعمال',
    previousPage: 'السابق',
    nextPage: 'التالي',
    pageNumber: (page: string) => `الصفحة ${page}`,
    featured: 'مميَّز',
    viewProject: 'عرض المشروع',
    viewProjectOf: (title: string) => `عرض المشروع: ${title}`,
    openInNewTab: 'فتح في علامة تبويب جديدة',
    openInNewTabOf: (title: string) => `فتح في علامة تبويب جديدة: ${title}`,
    caseStudy: 'دراسة حالة',
    coverOf: (title: string) => `غلاف ${title}`,
    latestProjects: 'أحدث المشروعات',
    endOfList: 'نهاية القائمة',
    projectOf: (position: string, count: string) => `المشروع ${position} من ${count}`,
    thatsAll: 'هذا كل شيء!',
    seenAll: 'شاهدت أحدث مشروعاتنا. هل تريد أن ترى المزيد؟',
    viewAllWork: 'كل الأعمال',
    previousProject: 'المشروع السابق',
    nextProject: 'المشروع التالي',
    openDetails: (title: string) => `فتح تفاصيل «${title}»`,
    kicker: 'أحدث أعمالنا',
    stackHint: 'مرّر الصفحة، أو استخدم مفاتيح الأسهم أو الأزرار للتنقّل بين المشروعات.',
    viewAllProjects: 'كل المشروعات',
    projectsNav: 'المشروعات',
    heroTitle: 'أعمالنا - ',
    heroHighlight: 'نصنع تجارب رقمية',
    heroLead: 'مشروعات مختارة لعملاء في المنطقة وحول العالم.',
    scrollToExplore: 'مرّر للاستكشاف',
    projectsFailed: 'تعذّر تحميل المشروعات',
    allWorkFailed: 'تعذّر تحميل الأعمال',
    loadFailed: 'تعذّر التحميل',
    backToAllWork: 'العودة إلى كل الأعمال',
    visitWebsite: 'زيارة الموقع',
    opensInNewTab: ' (يُفتح في علامة تبويب جديدة)',
  },
}

/** A work item's category as its badge says it: the filter's label, else the raw value, or Other. */
export function categoryName(messages: PortfolioMessages, value: string | null | undefined): string {
  if (!value) return messages.otherCategory
  return (messages.categories as Record<string, string>)[value] ?? value
}
