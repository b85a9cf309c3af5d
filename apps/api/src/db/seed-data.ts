import type { WorkCategory } from '@studio/contracts'

/**
 * Demo content for an empty database, so a new user sees a complete site. Every client is
 * fictional and every website sits on a reserved `.example` domain. `cover` names a WebP file in
 * apps/api/seed/covers/ (made by scripts/make-seed-covers.mjs). Entries are listed newest first.
 * No entry has an href: a work item's links go to its case study, /work/{slug} (the slug is made from
 * the title by the same function as for an admin's create), and a project's fall back to '#'. Most
 * entries carry Arabic texts for the /ar/ site; the rest show that it falls back to the English ones.
 */

/** The Arabic site's title and description; an entry without them shows its English texts there. */
interface ArabicTexts {
  titleAr?: string
  descriptionAr?: string
}

export interface SeedProject extends ArabicTexts {
  title: string
  description: string
  cover: string
  tags: string[]
}

export interface SeedWorkItem extends ArabicTexts {
  title: string
  description: string
  cover: string
  category: WorkCategory | null
  website: string
  tags: string[]
  featured: boolean
}

export const SEED_PROJECTS: SeedProject[] = [
  {
    title: 'Harbourline Banking App',
    description:
      'A calm, accessible mobile bank for a regional credit union: instant card controls, shared savings pots and a support chat that hands over to a real person in under a minute.',
    titleAr: 'تطبيق هاربورلاين المصرفي',
    descriptionAr:
      'تطبيق مصرفي هادئ ومتاح للجميع لاتحاد ائتماني إقليمي: تحكّم فوري في البطاقات، وحصّالات ادخار مشتركة، ومحادثة دعم تُحيلك إلى موظف حقيقي في أقل من دقيقة.',
    cover: 'harbourline-banking',
    tags: ['iOS', 'Android', 'React Native', 'Fintech'],
  },
  {
    title: 'Fernway Outdoor Store',
    description:
      'A headless storefront for an outdoor gear retailer, with size guides built from return data, rental bookings for tents and kayaks, and a checkout that loads in under a second on 4G.',
    titleAr: 'متجر فيرنواي لمستلزمات الرحلات',
    descriptionAr:
      'متجر إلكتروني بواجهة مستقلة لبائع معدات الرحلات الخلوية، مع أدلة مقاسات مبنية على بيانات المرتجعات، وحجز لتأجير الخيام وقوارب الكاياك، وصفحة دفع تُحمَّل في أقل من ثانية على شبكات الجيل الرابع.',
    cover: 'fernway-outdoor',
    tags: ['E-commerce', 'Next.js', 'Stripe', 'Headless CMS'],
  },
  {
    title: 'Lumen Dental Group',
    description:
      'A multi-clinic website with online booking, treatment price guides and practitioner pages that the practice managers update themselves.',
    titleAr: 'مجموعة لومن لطب الأسنان',
    descriptionAr:
      'موقع لعدة عيادات يتيح حجز المواعيد عبر الإنترنت، ويعرض أدلة لأسعار العلاج وصفحات للأطباء يحدّثها مديرو العيادات بأنفسهم.',
    cover: 'lumen-dental',
    tags: ['Healthcare', 'Booking', 'Accessibility'],
  },
  {
    title: 'Tidewater Coffee Roasters',
    description:
      'A Shopify subscription shop for a small-batch roaster: flexible delivery schedules, a brew-method quiz and wholesale ordering for cafés.',
    titleAr: 'تايدووتر لتحميص القهوة',
    descriptionAr:
      'متجر اشتراكات على Shopify لمحمصة قهوة صغيرة: مواعيد توصيل مرنة، واختبار قصير يرشدك إلى طريقة التحضير المناسبة، وطلبات جملة للمقاهي.',
    cover: 'tidewater-coffee',
    tags: ['Shopify', 'Subscriptions', 'Branding'],
  },
  {
    title: 'Quarry Logistics Dashboard',
    description:
      'A dispatch dashboard that replaced three spreadsheets: live truck positions, delivery windows and driver hand-offs on one screen, used daily by forty dispatchers.',
    titleAr: 'لوحة كواري لإدارة الشحنات',
    descriptionAr:
      'لوحة لإدارة الشحنات حلّت محل ثلاثة جداول بيانات: مواقع الشاحنات لحظة بلحظة، ومواعيد التسليم، وتسليم المهام بين السائقين على شاشة واحدة، ويعتمد عليها أربعون موظف تشغيل يوميًا.',
    cover: 'quarry-logistics',
    tags: ['Web App', 'Maps', 'Real-time', 'TypeScript'],
  },
  {
    title: 'Northlight Architects',
    description:
      'A portfolio site for an architecture practice, built around full-bleed photography, project timelines and a studio journal the partners write themselves.',
    cover: 'northlight-architects',
    tags: ['Portfolio', 'CMS', 'Photography'],
  },
]

export const SEED_WORK_ITEMS: SeedWorkItem[] = [
  {
    title: 'Harbourline Banking App',
    description:
      'Mobile banking for 60,000 members: card freeze in one tap, savings pots shared between households and human support in the app.',
    titleAr: 'تطبيق هاربورلاين المصرفي',
    descriptionAr:
      'خدمات مصرفية عبر الهاتف لـ60 ألف عضو: إيقاف البطاقة بلمسة واحدة، وحصّالات ادخار تتشاركها الأسرة، ودعم بشري داخل التطبيق.',
    cover: 'harbourline-banking',
    category: 'apps',
    website: 'https://harbourline-bank.example',
    tags: ['iOS', 'Android', 'Fintech'],
    featured: true,
  },
  {
    title: 'Fernway Outdoor Store',
    description:
      'Headless commerce with gear rental bookings and size guides drawn from return data; conversion up 31% in the first season.',
    titleAr: 'متجر فيرنواي لمستلزمات الرحلات',
    descriptionAr:
      'تجارة إلكترونية بواجهة مستقلة مع حجز لتأجير المعدات وأدلة مقاسات مستمدة من بيانات المرتجعات، وارتفع معدل التحويل بنسبة 31% في الموسم الأول.',
    cover: 'fernway-outdoor',
    category: 'ecommerce',
    website: 'https://fernway-outdoor.example',
    tags: ['Next.js', 'Stripe', 'Rentals'],
    featured: true,
  },
  {
    title: 'Tidewater Coffee Roasters',
    description:
      'Subscriptions, a brew-method quiz and wholesale ordering for cafés, all on Shopify with a custom theme.',
    titleAr: 'تايدووتر لتحميص القهوة',
    descriptionAr:
      'اشتراكات، واختبار لاختيار طريقة التحضير، وطلبات جملة للمقاهي، وكل ذلك على Shopify بقالب مصمَّم خصيصًا.',
    cover: 'tidewater-coffee',
    category: 'shopify',
    website: 'https://tidewater-coffee.example',
    tags: ['Shopify', 'Subscriptions'],
    featured: true,
  },
  {
    title: 'Lumen Dental Group',
    description:
      'Four clinics, one site: online booking, clear treatment prices and pages the staff keep up to date.',
    titleAr: 'مجموعة لومن لطب الأسنان',
    descriptionAr:
      'أربع عيادات وموقع واحد: حجز عبر الإنترنت، وأسعار علاج واضحة، وصفحات يحدّثها فريق العمل بنفسه.',
    cover: 'lumen-dental',
    category: 'informative',
    website: 'https://lumen-dental.example',
    tags: ['Healthcare', 'Booking'],
    featured: true,
  },
  {
    title: 'Quarry Logistics Dashboard',
    description:
      'Live dispatch for a haulage firm: truck positions, delivery windows and driver hand-offs on one screen.',
    titleAr: 'لوحة كواري لإدارة الشحنات',
    descriptionAr:
      'إدارة مباشرة للشحنات لشركة نقل بضائع: مواقع الشاحنات، ومواعيد التسليم، وتسليم المهام بين السائقين على شاشة واحدة.',
    cover: 'quarry-logistics',
    category: 'apps',
    website: 'https://quarry-logistics.example',
    tags: ['Web App', 'Maps', 'Real-time'],
    featured: false,
  },
  {
    title: 'Northlight Architects',
    description: 'A photography-led portfolio with project timelines and a journal written by the partners.',
    cover: 'northlight-architects',
    category: 'informative',
    website: 'https://northlight-architects.example',
    tags: ['Portfolio', 'CMS'],
    featured: false,
  },
  {
    title: 'Pebble & Pine Homeware',
    description:
      'A Shopify Plus store for handmade homeware, with bundles, gift notes and a returns flow customers finish in two minutes.',
    titleAr: 'بيبل آند باين للأدوات المنزلية',
    descriptionAr:
      'متجر على Shopify Plus لأدوات منزلية مصنوعة يدويًا، مع باقات منتجات وبطاقات إهداء، وخطوات إرجاع يُنهيها العميل في دقيقتين.',
    cover: 'pebble-pine',
    category: 'shopify',
    website: 'https://pebble-and-pine.example',
    tags: ['Shopify Plus', 'Bundles'],
    featured: false,
  },
  {
    title: 'Stride Physio Booking',
    description:
      'A booking app for a physiotherapy chain: exercise plans with video, reminders and rebooking in two taps.',
    titleAr: 'سترايد لحجز جلسات العلاج الطبيعي',
    descriptionAr:
      'تطبيق حجز لسلسلة مراكز علاج طبيعي: خطط تمارين مصوَّرة بالفيديو، وتذكيرات بالمواعيد، وإعادة الحجز بلمستين.',
    cover: 'stride-physio',
    category: 'apps',
    website: 'https://stride-physio.example',
    tags: ['React Native', 'Healthcare'],
    featured: false,
  },
  {
    title: 'Atlas Bike Parts',
    description:
      'A parts catalogue of 40,000 products with fitment search by frame and groupset, and next-day delivery cut-offs shown live.',
    cover: 'atlas-bike-parts',
    category: 'ecommerce',
    website: 'https://atlas-bike-parts.example',
    tags: ['Search', 'Catalogue', 'Performance'],
    featured: false,
  },
  {
    title: 'Meridian Law Partners',
    description:
      'A clear, fast site for a law firm: practice areas in plain English, lawyer profiles and a secure enquiry form.',
    cover: 'meridian-law',
    category: 'informative',
    website: 'https://meridian-law.example',
    tags: ['Professional Services', 'SEO'],
    featured: false,
  },
  {
    title: 'Saltmarsh Wine Club',
    description:
      'A members-only wine shop with allocations, tasting notes and cellar tracking for every bottle bought.',
    cover: 'saltmarsh-wine',
    category: 'ecommerce',
    website: 'https://saltmarsh-wine.example',
    tags: ['Memberships', 'Payments'],
    featured: false,
  },
  {
    title: 'Orbit Design System',
    description:
      'An internal design system for a SaaS company: tokens, forty accessible components and documentation their teams actually read.',
    cover: 'orbit-design-system',
    category: null,
    website: 'https://orbit-design.example',
    tags: ['Design System', 'Accessibility', 'React'],
    featured: false,
  },
]

/** Every cover the seed uses, once. */
export const SEED_COVERS: string[] = [
  ...new Set([...SEED_PROJECTS, ...SEED_WORK_ITEMS].map((entry) => entry.cover)),
]
