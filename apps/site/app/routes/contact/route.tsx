import { useActionData } from 'react-router'
import { Emphasis } from '../../components/emphasis'
import { CheckIcon, PhoneIcon, PinIcon } from '../../components/icons'
import { PageStyle } from '../../components/page-style'
import { keyedByText } from '../../lib/copy-keys'
import { phoneHref, phoneText } from '../../lib/phone-href'
import { contentMeta, useSiteContent } from '../../lib/site-content'
import { studioPlace } from '../../lib/studio-place'
import { useLanguage } from '../../messages/catalogue'
import type { Route } from './+types/route'
import contactCss from './contact.css?inline'
import { contactAction } from './contact-action'
import { ContactForm } from './contact-form'

export const meta: Route.MetaFunction = (args) => contentMeta(args, 'contact', '/contact')

/**
 * Every submit of the form, run by the site's Worker: the browser's own post without scripts, a
 * fetcher's with them.
 */
export const action = contactAction

/**
 * An answer to a post holds what the visitor typed: never stored by any cache. (A read of the page is
 * kept by the edge cache, which sets its own caching headers.)
 */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export default function Contact() {
  const answered = useActionData<typeof action>()
  const { contact, studio } = useSiteContent()
  const language = useLanguage()
  return (
    <div className="container contact">
      <PageStyle name="contact" css={contactCss} />
      <section className="contact__pitch" aria-labelledby="pitch-title">
        <p className="eyebrow">{contact.eyebrow}</p>
        <h1 id="pitch-title" className="page-title">
          <Emphasis text={contact.title} as="gradient" />
        </h1>
        <p className="lead">{contact.lead}</p>
        <ul className="contact__bullets">
          {keyedByText(contact.bullets, (bullet) => bullet).map(({ key, item: bullet }) => (
            <li key={key}>
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
            <a href={phoneHref(studio.phone)} dir="ltr">
              {phoneText(studio.phone)}
            </a>
          </li>
          <li>
            <PinIcon width={18} height={18} />
            {studioPlace(studio, language)}
          </li>
        </ul>
      </section>
      <section className="contact__card panel" aria-labelledby="form-title">
        <h2 id="form-title" className="contact__card-title">
          {contact.form_title}
        </h2>
        <p className="contact__note">{contact.reply_note}</p>
        <ContactForm initial={answered} />
      </section>
    </div>
  )
}
