import { Link } from 'react-router'
import { studio } from '../../config'
import { pageMeta } from '../../lib/seo'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Terms of Service',
    description: `The terms for using the ${studio.name} website and contacting the studio.`,
    path: '/terms',
  })

export default function Terms() {
  return (
    <div className="container">
      <header className="page-header">
        <p className="eyebrow">Legal</p>
        <h1 className="page-title">Terms of Service</h1>
        <p className="lead">Last updated: 1 January 2025</p>
      </header>
      <div className="prose page-section" style={{ paddingTop: 0 }}>
        <p>
          These terms apply to your use of this website, run by {studio.name} in {studio.city},{' '}
          {studio.country}. By using the site you accept them.
        </p>
        <h2>Using the site</h2>
        <ul>
          <li>
            Use the site and the contact form lawfully, and only send information you are entitled to share.
          </li>
          <li>
            Do not send spam, malicious content, or try to disrupt or gain unauthorised access to the site.
          </li>
        </ul>
        <h2>Enquiries are not contracts</h2>
        <p>
          Sending a message does not create a contract. Any project work is governed by a separate written
          agreement and quote that sets out scope, price, timeline, and ownership of code and intellectual
          property.
        </p>
        <h2>Content and portfolio</h2>
        <p>
          The text, design and images on this site belong to {studio.name} or are shown with our clients'
          permission. Portfolio items describe past work; results for your project depend on its scope.
        </p>
        <h2>Links to other sites</h2>
        <p>Links to client websites and social networks lead to services we do not control.</p>
        <h2>Liability</h2>
        <p>
          We keep the site accurate and available but provide it "as is", without guarantees. To the extent
          the law allows, we are not liable for losses from using it.
        </p>
        <h2>Your data</h2>
        <p>
          How we handle what you send us is described in our <Link to="/privacy">Privacy Policy</Link>.
        </p>
        <h2>Governing law and contact</h2>
        <p>
          These terms are governed by the laws of the Arab Republic of Egypt. Questions? Reach us through the{' '}
          <Link to="/contact">contact form</Link>.
        </p>
      </div>
    </div>
  )
}
