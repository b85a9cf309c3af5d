import { Link } from 'react-router'
import { siteConfig, studio } from '../../config'
import { pageMeta } from '../../lib/seo'
import type { Route } from './+types/privacy'
import { retentionSentence } from './retention'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Privacy Policy',
    description: `How ${studio.name} handles the details you send through the contact form.`,
    path: '/privacy',
  })

export default function Privacy() {
  return (
    <div className="container">
      <header className="page-header">
        <p className="eyebrow">Legal</p>
        <h1 className="page-title">Privacy Policy</h1>
        <p className="lead">Last updated: 1 January 2025</p>
      </header>
      <div className="prose page-section" style={{ paddingTop: 0 }}>
        <p>
          {studio.name} ("we") is a software studio based in {studio.city}, {studio.country}. This policy
          explains what we collect when you visit this website or contact us, and what we do with it.
        </p>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Contact enquiries.</strong> When you send the contact form we store your name, email
            address, company, subject and message, and the time it was sent.
          </li>
          <li>
            <strong>Abuse protection.</strong> To stop spam and abuse we briefly keep a count of messages per
            network address. We do not use it for anything else.
          </li>
          <li>
            <strong>Analytics.</strong> If enabled, we use privacy-friendly, cookie-free page statistics
            (Cloudflare Web Analytics) that do not identify you.
          </li>
        </ul>
        <p>This website sets no advertising or tracking cookies.</p>
        <h2>Why we use it</h2>
        <p>
          We use your enquiry only to reply to you, to prepare a proposal you asked for, and to keep a record
          of our conversation. The legal basis is your request and our legitimate interest in answering it. We
          never sell your details or use them for unrelated marketing.
        </p>
        <h2>Who can see it</h2>
        <p>
          Only our team's administrators can read enquiries. Our hosting and database providers process the
          data on our behalf under confidentiality and security obligations.
        </p>
        <h2>How long we keep it</h2>
        <p>{retentionSentence(siteConfig.messageRetentionDays)}</p>
        <h2>Your rights</h2>
        <p>
          You can ask to see, correct or delete the details you sent us, or object to how we use them. Write
          to us through the <Link to="/contact">contact form</Link> or call{' '}
          <a href={studio.phoneHref}>{studio.phone}</a>, and we will answer within 30 days.
        </p>
        <h2>Changes</h2>
        <p>If this policy changes, we will update this page and the date above.</p>
      </div>
    </div>
  )
}
