import { useActionData } from 'react-router'
import { CheckIcon, PhoneIcon, PinIcon } from '../../components/icons'
import { PageStyle } from '../../components/page-style'
import { studio } from '../../config'
import { pageMeta } from '../../lib/seo'
import type { Route } from './+types/route'
import contactCss from './contact.css?inline'
import { contactAction } from './contact-action'
import { ContactForm } from './contact-form'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Contact',
    description:
      'Tell us about your web, app, AI or data project. Send a message and we usually reply within 1-2 business days.',
    path: '/contact',
  })

/**
 * Every submit of the form, run by the site's Worker (the page itself stays prerendered: GET /contact
 * is the static asset): the browser's own post without scripts, a fetcher's with them.
 */
export const action = contactAction

/** An answer to a post holds what the visitor typed: never stored by any cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

const BULLETS = ['Web & App Development', 'Data & Analytics', 'UI/UX & Product Strategy'] as const

export default function Contact() {
  const answered = useActionData<typeof action>()
  return (
    <div className="container contact">
      <PageStyle name="contact" css={contactCss} />
      <section className="contact__pitch" aria-labelledby="pitch-title">
        <p className="eyebrow">Get in touch</p>
        <h1 id="pitch-title" className="page-title">
          Let's Build <span className="gradient-text">Together</span>
        </h1>
        <p className="lead">
          Share your idea, your goals and your timeline. We will come back with questions, a plan and a clear
          quote.
        </p>
        <ul className="contact__bullets">
          {BULLETS.map((bullet) => (
            <li key={bullet}>
              <span className="contact__check">
                <CheckIcon width={16} height={16} />
              </span>
              {bullet}
            </li>
          ))}
        </ul>
        <ul className="contact__facts">
          <li>
            <PhoneIcon width={18} height={18} />
            <a href={studio.phoneHref}>{studio.phone}</a>
          </li>
          <li>
            <PinIcon width={18} height={18} />
            {studio.city}, {studio.country}
          </li>
        </ul>
      </section>
      <section className="contact__card" aria-labelledby="form-title">
        <h2 id="form-title" className="contact__card-title">
          Contact Us
        </h2>
        <p className="contact__note">We usually reply within 1-2 business days.</p>
        <ContactForm initial={answered} />
      </section>
    </div>
  )
}
