import type { SiteContent, SiteLanguage } from './site-content'
import { SITE_CONTENT_DEFAULTS_AR } from './site-content-defaults-ar'

/**
 * The English site copy as the site showed it before the copy became editable, character for
 * character: a fresh install publishes it next to its Arabic translation (site-content-defaults-ar).
 */

const STUDIO_NAME = 'Nile Byte Studio'
const PHONE = '+20 100 555 0123'

const PRIVACY_BODY = `${STUDIO_NAME} ("we") is a software studio based in Giza, Egypt. This policy explains what we collect when you visit this website or contact us, and what we do with it.

## What we collect

- **Contact enquiries.** When you send the contact form we store your name, email address, company, subject and message, and the time it was sent.
- **Abuse protection.** To stop spam and abuse we briefly keep a count of messages per network address. We do not use it for anything else.
- **Visits.** Our server counts page views without any script or cookie: the page, the time to the minute, the language, the site or campaign link that brought you, your country, and whether your device is a phone, a tablet or a computer. To count visitors, your network address and browser are turned into a code that changes every day and is deleted two days later; the address itself is never stored, and nobody, us included, can tell who you are or follow you from one day to the next. If you send the contact form, we note the page you landed on and what brought you there. Single page views are kept for 90 days; after that only daily totals remain. We can switch this measurement off.

This website sets no cookies for advertising, tracking or measurement.

## Why we use it

We use your enquiry only to reply to you, to prepare a proposal you asked for, and to keep a record of our conversation. The legal basis is your request and our legitimate interest in answering it. We never sell your details or use them for unrelated marketing.

## Who can see it

Only our team's administrators can read enquiries. Our hosting and database providers process the data on our behalf under confidentiality and security obligations.

## How long we keep it

We keep your enquiry until we no longer need it to answer you or to keep the business records the law requires. You can ask us to delete it at any time.

## Your rights

You can ask to see, correct or delete the details you sent us, or object to how we use them. Write to us through the [contact form](/contact) or call [${PHONE}](tel:+201005550123), and we will answer within 30 days.

## Changes

If this policy changes, we will update this page and the date above.`

const TERMS_BODY = `These terms apply to your use of this website, run by ${STUDIO_NAME} in Giza, Egypt. By using the site you accept them.

## Using the site

- Use the site and the contact form lawfully, and only send information you are entitled to share.
- Do not send spam, malicious content, or try to disrupt or gain unauthorised access to the site.

## Enquiries are not contracts

Sending a message does not create a contract. Any project work is governed by a separate written agreement and quote that sets out scope, price, timeline, and ownership of code and intellectual property.

## Content and portfolio

The text, design and images on this site belong to ${STUDIO_NAME} or are shown with our clients' permission. Portfolio items describe past work; results for your project depend on its scope.

## Links to other sites

Links to client websites and social networks lead to services we do not control.

## Liability

We keep the site accurate and available but provide it "as is", without guarantees. To the extent the law allows, we are not liable for losses from using it.

## Your data

How we handle what you send us is described in our [Privacy Policy](/privacy).

## Governing law and contact

These terms are governed by the laws of the Arab Republic of Egypt. Questions? Reach us through the [contact form](/contact).`

export const SITE_CONTENT_DEFAULTS_EN: SiteContent = {
  studio: {
    name: STUDIO_NAME,
    blurb:
      'A small software studio in Giza building tailored, affordable and high-quality web apps, mobile apps, AI agents and data dashboards for businesses in the region and around the world.',
    phone: PHONE,
    email: '',
    city: 'Giza',
    country: 'Egypt',
    map_url: 'https://www.openstreetmap.org/search?query=Giza%2C%20Egypt',
    social: [
      { network: 'linkedin', label: `${STUDIO_NAME} on LinkedIn`, url: 'https://www.linkedin.com/' },
      { network: 'facebook', label: `${STUDIO_NAME} on Facebook`, url: 'https://www.facebook.com/' },
      { network: 'instagram', label: `${STUDIO_NAME} on Instagram`, url: 'https://www.instagram.com/' },
    ],
  },
  header: {
    nav_home: 'Home',
    nav_services: 'Services',
    nav_projects: 'Projects',
    nav_contact: 'Get in Touch',
    open_menu: 'Open menu',
    close_menu: 'Close menu',
  },
  home: {
    hero: {
      eyebrow: 'Software studio · Giza, Egypt',
      title: 'We build digital products that **move your business** forward',
      lead: 'Websites, mobile apps, AI agents and data analytics, tailored to your goals and delivered with care for businesses across the region and around the world.',
      primary_button: 'GET STARTED',
      secondary_button: 'OUR SERVICES',
    },
    floating_cards: [
      { title: 'App Development', detail: 'iOS · Android · cross-platform' },
      { title: 'Web Development', detail: 'Fast sites and web apps' },
      { title: 'Data Analytics', detail: 'Dashboards and insight' },
    ],
    stats_label: 'Studio at a glance',
    stats: [
      { value: '95%', label: 'Client satisfaction' },
      { value: '24/7', label: 'Response time' },
      { value: '2025', label: 'Established' },
      { value: '10+', label: 'Projects delivered' },
    ],
    intro: {
      eyebrow: 'What we do',
      title: 'Five services, one team that owns the result',
      text: 'Web development, app development, maintenance, AI agents and data analytics, planned and built by the same people from the first meeting to launch and beyond.',
      link_label: 'Explore our services',
    },
    statement:
      'We partner with regional and global businesses to deliver **tailored**, **affordable** and **high-quality** solutions: software that fits the way you work, priced for the value it brings, and built to last.',
    faq_intro: {
      eyebrow: 'FAQ',
      title: 'Frequently asked questions',
      lead: 'Straight answers about timelines, pricing, ownership and how we work.',
    },
    faq: [
      {
        question: 'How fast can you start on my project?',
        answer:
          'We usually start within 1-2 weeks after the initial meeting, once the scope and timeline are agreed.',
      },
      {
        question: 'How much does a project cost?',
        answer:
          'It depends on the scope. After we discuss your goals we send a detailed quote with clear milestones, so there are no surprises.',
      },
      {
        question: 'Who owns the code and intellectual property?',
        answer:
          'You do. Upon full payment the code and IP belong to the client, and we hand over the full source code and documentation.',
      },
      {
        question: 'Can you work with our in-house team?',
        answer:
          'Yes. We regularly work alongside in-house developers, designers and product owners, sharing repositories, reviews and planning.',
      },
      {
        question: 'How do you make sure the quality is high?',
        answer:
          'Through code reviews, automated and manual testing, regular feedback loops and a 4-meeting process: discovery, design review, build review and launch.',
      },
      {
        question: 'Do you offer support and maintenance after launch?',
        answer:
          'Yes. We offer flexible support and maintenance plans, from occasional updates to ongoing monitoring and improvements.',
      },
    ],
    closing: {
      title: 'Ready to Transform Your Business?',
      text: 'Tell us about your idea. We reply within 1-2 business days with next steps.',
      button: 'Start Your Project Today',
    },
  },
  services: {
    eyebrow: 'Services',
    title: 'What we **build for you**',
    lead: 'Tailored, affordable and high-quality work across five disciplines, for businesses in the region and around the world.',
    card_button: 'KNOW MORE',
    cards: [
      {
        image: 'web-development',
        title: 'WEB DEVELOPMENT',
        description:
          'Fast, accessible websites and web applications, from marketing sites to dashboards and e-commerce, built on modern frameworks and easy for your team to update.',
        image_alt: 'A browser window with a page layout, heading, text lines and a call-to-action button.',
      },
      {
        image: 'data-analysis',
        title: 'DATA ANALYSIS',
        description:
          'We connect your data sources, clean the numbers and build dashboards and reports that answer the questions your business actually asks.',
        image_alt: 'A dashboard panel with a rising bar chart and a trend line.',
      },
      {
        image: 'maintenance',
        title: 'MAINTENANCE',
        description:
          'Updates, security patches, monitoring, backups and small improvements, so your website or app stays fast, secure and working after launch.',
        image_alt: 'A gear with a checklist item marked done beside it.',
      },
      {
        image: 'ai-agents',
        title: 'AI AGENTS',
        description:
          'Assistants and automations that answer customers, qualify leads and handle repetitive work, connected to your own tools and data.',
        image_alt: 'A friendly robot head at the centre of a network of connected nodes.',
      },
      {
        image: 'app-development',
        title: 'APP DEVELOPMENT',
        description:
          'Native-feeling mobile apps for iOS and Android, designed around your users and shipped to the app stores with analytics and crash reporting in place.',
        image_alt: 'A smartphone showing an app screen, flanked by two more screens.',
      },
    ],
  },
  contact: {
    eyebrow: 'Get in touch',
    title: "Let's Build **Together**",
    lead: 'Share your idea, your goals and your timeline. We will come back with questions, a plan and a clear quote.',
    bullets: ['Web & App Development', 'Data & Analytics', 'UI/UX & Product Strategy'],
    form_title: 'Contact Us',
    reply_note: 'We usually reply within 1-2 business days.',
  },
  footer: {
    social_label: 'Social links',
    company_title: 'Company',
    company_links: [
      { label: 'Home', href: '/' },
      { label: 'Get In Touch', href: '/contact' },
      { label: 'Services', href: '/services' },
      { label: 'Projects', href: '/projects' },
    ],
    services_title: 'Services',
    service_links: [
      { label: 'Web Development', href: '/services' },
      { label: 'App Development', href: '/services' },
      { label: 'Maintenance', href: '/services' },
      { label: 'AI Agents', href: '/services' },
      { label: 'Data Analytics', href: '/services' },
    ],
    contact_title: 'Contact',
    contact_link: { label: 'Get In Touch', href: '/contact' },
    location_text: 'Studio based in Giza, Egypt, working with clients across the region and worldwide.',
    map_link_label: 'View on map',
    copyright: `© {year} ${STUDIO_NAME}. All rights reserved.`,
    legal_links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
  privacy: {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    updated: 'Last updated: 1 January 2025',
    body: PRIVACY_BODY,
  },
  terms: {
    eyebrow: 'Legal',
    title: 'Terms of Service',
    updated: 'Last updated: 1 January 2025',
    body: TERMS_BODY,
  },
  meta: {
    home: {
      title: 'Web, App, AI & Data Studio in Giza, Egypt',
      description:
        'A software studio in Giza, Egypt building tailored, affordable, high-quality websites, mobile apps, AI agents and data analytics for regional and global businesses.',
    },
    services: {
      title: 'Services',
      description:
        'Web development, data analysis, maintenance, AI agents and app development: five services from one studio, tailored to your business.',
    },
    projects: {
      title: 'Projects',
      description:
        'Our latest work: websites, mobile apps, AI agents and dashboards built for regional and global businesses.',
    },
    all_work: {
      title: 'All Work',
      description: 'Browse every project by type: apps, e-commerce, informative websites and Shopify stores.',
    },
    contact: {
      title: 'Contact',
      description:
        'Tell us about your web, app, AI or data project. Send a message and we usually reply within 1-2 business days.',
    },
    privacy: {
      title: 'Privacy Policy',
      description: `How ${STUDIO_NAME} handles the details you send through the contact form.`,
    },
    terms: {
      title: 'Terms of Service',
      description: `The terms for using the ${STUDIO_NAME} website and contacting the studio.`,
    },
    not_found: {
      title: 'Page not found',
      description: 'The page you were looking for does not exist.',
    },
  },
}

/** The document a language starts from (a copy: the caller may change it). */
export function siteContentDefaults(language: SiteLanguage): SiteContent {
  return structuredClone(language === 'ar' ? SITE_CONTENT_DEFAULTS_AR : SITE_CONTENT_DEFAULTS_EN)
}

export { SITE_CONTENT_DEFAULTS_AR }
