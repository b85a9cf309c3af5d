import { buttonClass } from '@studio/ui/button'
import { Link } from 'react-router'
import { Emphasis } from '../../components/emphasis'
import { ArrowRightIcon } from '../../components/icons'
import { PageStyle } from '../../components/page-style'
import { keyedByText } from '../../lib/copy-keys'
import { localizedPath } from '../../lib/language'
import { contentMeta, useSiteContent } from '../../lib/site-content'
import { useLanguage } from '../../messages/catalogue'
import type { Route } from './+types/route'
import { Faq } from './faq'
import { FloatingCards } from './floating-cards'
import homeCss from './home.css?inline'

export const meta: Route.MetaFunction = (args) => contentMeta(args, 'home', '/')

/** How a heading and its paragraph look: inside the intro's info box, or as a section's own. */
const HEADING_LOOKS = {
  box: { title: 'info-box__title', text: 'info-box__text' },
  section: { title: 'section-title', text: 'lead' },
}

/** A section's eyebrow, its heading (which the section is labelled by) and the paragraph under it. */
function SectionHeading({
  id,
  copy,
  text,
  look,
}: {
  id: string
  copy: { eyebrow: string; title: string }
  text: string
  look: keyof typeof HEADING_LOOKS
}) {
  return (
    <>
      <p className="eyebrow">{copy.eyebrow}</p>
      <h2 id={id} className={HEADING_LOOKS[look].title}>
        {copy.title}
      </h2>
      <p className={HEADING_LOOKS[look].text}>{text}</p>
    </>
  )
}

export default function Home() {
  const { home } = useSiteContent()
  const language = useLanguage()
  return (
    <>
      <PageStyle name="home" css={homeCss} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__glow" aria-hidden="true" />
        <div className="container hero__grid">
          <div className="hero__copy flow">
            <p className="eyebrow">{home.hero.eyebrow}</p>
            <h1 id="hero-title" className="hero__title">
              <Emphasis text={home.hero.title} as="gradient" />
            </h1>
            <p className="lead">{home.hero.lead}</p>
            <div className="hero__actions">
              <Link to={localizedPath(language, '/contact')} className={buttonClass('primary')}>
                {home.hero.primary_button}
                <ArrowRightIcon width={18} height={18} />
              </Link>
              <Link to={localizedPath(language, '/services')} className={buttonClass('secondary')}>
                {home.hero.secondary_button}
              </Link>
            </div>
          </div>
          <FloatingCards cards={home.floating_cards} />
        </div>
      </section>

      <section className="stats container" aria-label={home.stats_label}>
        <dl className="stats__list panel">
          {keyedByText(home.stats, (stat) => stat.label).map(({ key, item: stat }) => (
            <div className="stats__item" key={key}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="container page-section intro" aria-labelledby="intro-title">
        <div className="info-box">
          <SectionHeading id="intro-title" copy={home.intro} text={home.intro.text} look="box" />
          <Link
            to={localizedPath(language, '/services')}
            className="info-box__arrow"
            aria-label={home.intro.link_label}
          >
            <ArrowRightIcon width={28} height={28} />
          </Link>
        </div>
        <p className="statement">
          <Emphasis text={home.statement} as="strong" />
        </p>
      </section>

      <section className="container page-section faq-section" aria-labelledby="faq-title">
        <div className="faq-section__header">
          <SectionHeading id="faq-title" copy={home.faq_intro} text={home.faq_intro.lead} look="section" />
        </div>
        <Faq items={home.faq} />
      </section>

      <section className="container cta" aria-labelledby="cta-title">
        <div className="cta__panel">
          <h2 id="cta-title" className="section-title">
            {home.closing.title}
          </h2>
          <p className="lead">{home.closing.text}</p>
          <Link to={localizedPath(language, '/contact')} className={buttonClass('primary')}>
            {home.closing.button}
            <ArrowRightIcon width={18} height={18} />
          </Link>
        </div>
      </section>
    </>
  )
}
