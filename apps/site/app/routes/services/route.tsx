import { buttonClass } from '@studio/ui/button'
import { Link } from 'react-router'
import { ArrowRightIcon } from '../../components/icons'
import { PageStyle } from '../../components/page-style'
import { pageMeta } from '../../lib/seo'
import type { Route } from './+types/route'
import { SERVICE_CARDS } from './service-cards'
import servicesCss from './services.css?inline'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Services',
    description:
      'Web development, data analysis, maintenance, AI agents and app development: five services from one studio, tailored to your business.',
    path: '/services',
  })

export default function Services() {
  return (
    <div className="container">
      <PageStyle name="services" css={servicesCss} />
      <header className="page-header">
        <p className="eyebrow">Services</p>
        <h1 className="page-title">
          What we <span className="gradient-text">build for you</span>
        </h1>
        <p className="lead">
          Tailored, affordable and high-quality work across five disciplines, for businesses in the region and
          around the world.
        </p>
      </header>
      <ol className="service-list">
        {SERVICE_CARDS.map((card, index) => (
          <li key={card.id} className="service-card">
            <div className="service-card__media">
              <img
                src={card.image}
                alt={card.alt}
                width={640}
                height={400}
                loading={index < 2 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
              />
            </div>
            <div className="service-card__body">
              <span className="service-card__number gradient-text" aria-hidden="true">
                {card.number}
              </span>
              <h2 className="service-card__title">
                <span className="ui-visually-hidden">{card.number}. </span>
                {card.title}
              </h2>
              <p className="service-card__text">{card.description}</p>
              <Link to="/contact" className={buttonClass('secondary', 'md', 'service-card__link')}>
                KNOW MORE
                <span className="ui-visually-hidden"> about {card.title.toLowerCase()}</span>
                <ArrowRightIcon width={18} height={18} />
              </Link>
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}
