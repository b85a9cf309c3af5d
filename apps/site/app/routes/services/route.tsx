import { buttonClass } from '@studio/ui/button'
import { Link } from 'react-router'
import { Emphasis } from '../../components/emphasis'
import { ArrowRightIcon } from '../../components/icons'
import { PageHeader } from '../../components/page-header'
import { PageStyle } from '../../components/page-style'
import { keyedByText } from '../../lib/copy-keys'
import { localizedPath } from '../../lib/language'
import { contentMeta, useSiteContent } from '../../lib/site-content'
import { useLanguage } from '../../messages/catalogue'
import type { Route } from './+types/route'
import { cardNumber, SERVICE_IMAGE_FILES } from './service-cards'
import servicesCss from './services.css?inline'

export const meta: Route.MetaFunction = (args) => contentMeta(args, 'services', '/services')

export default function Services() {
  const { services } = useSiteContent()
  const language = useLanguage()
  return (
    <div className="container">
      <PageStyle name="services" css={servicesCss} />
      <PageHeader
        eyebrow={services.eyebrow}
        title={<Emphasis text={services.title} as="gradient" />}
        lead={services.lead}
      />
      <ol className="service-list">
        {keyedByText(services.cards, (card) => card.title).map(({ key, item: card }, index) => {
          const number = cardNumber(index)
          return (
            <li key={key} className="service-card panel">
              <div className="service-card__media">
                <img
                  src={SERVICE_IMAGE_FILES[card.image]}
                  alt={card.image_alt}
                  width={640}
                  height={400}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                />
              </div>
              <div className="service-card__body flow">
                <span className="service-card__number gradient-text" aria-hidden="true">
                  {number}
                </span>
                <h2 className="service-card__title">
                  <span className="ui-visually-hidden">{number}. </span>
                  {card.title}
                </h2>
                <p className="service-card__text">{card.description}</p>
                <Link
                  to={localizedPath(language, '/contact')}
                  className={buttonClass('secondary', 'md', 'service-card__link')}
                >
                  {services.card_button}
                  <span className="ui-visually-hidden"> about {card.title.toLowerCase()}</span>
                  <ArrowRightIcon width={18} height={18} />
                </Link>
              </div>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
