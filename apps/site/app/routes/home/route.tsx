import { buttonClass } from '@studio/ui/button'
import { Link } from 'react-router'
import { ArrowRightIcon } from '../../components/icons'
import { PageStyle } from '../../components/page-style'
import { studio } from '../../config'
import { pageMeta } from '../../lib/seo'
import type { Route } from './+types/route'
import { Faq } from './faq'
import { FAQ_ITEMS } from './faq-items'
import { FloatingCards } from './floating-cards'
import homeCss from './home.css?inline'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Web, App, AI & Data Studio in Giza, Egypt',
    description:
      'A software studio in Giza, Egypt building tailored, affordable, high-quality websites, mobile apps, AI agents and data analytics for regional and global businesses.',
    path: '/',
  })

const STATS = [
  { value: studio.claims.satisfaction, label: 'Client satisfaction' },
  { value: studio.claims.response, label: 'Response time' },
  { value: studio.claims.established, label: 'Established' },
  { value: studio.claims.projects, label: 'Projects delivered' },
] as const

export default function Home() {
  return (
    <>
      <PageStyle name="home" css={homeCss} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__glow" aria-hidden="true" />
        <div className="container hero__grid">
          <div className="hero__copy">
            <p className="eyebrow">
              Software studio · {studio.city}, {studio.country}
            </p>
            <h1 id="hero-title" className="hero__title">
              We build digital products that <span className="gradient-text">move your business</span> forward
            </h1>
            <p className="lead">
              Websites, mobile apps, AI agents and data analytics, tailored to your goals and delivered with
              care for businesses across the region and around the world.
            </p>
            <div className="hero__actions">
              <Link to="/contact" className={buttonClass('primary')}>
                GET STARTED
                <ArrowRightIcon width={18} height={18} />
              </Link>
              <Link to="/services" className={buttonClass('secondary')}>
                OUR SERVICES
              </Link>
            </div>
          </div>
          <FloatingCards />
        </div>
      </section>

      <section className="stats container" aria-label="Studio at a glance">
        <dl className="stats__list">
          {STATS.map((stat) => (
            <div className="stats__item" key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="container page-section intro" aria-labelledby="intro-title">
        <div className="info-box">
          <p className="eyebrow">What we do</p>
          <h2 id="intro-title" className="info-box__title">
            Five services, one team that owns the result
          </h2>
          <p className="info-box__text">
            Web development, app development, maintenance, AI agents and data analytics, planned and built by
            the same people from the first meeting to launch and beyond.
          </p>
          <Link to="/services" className="info-box__arrow" aria-label="Explore our services">
            <ArrowRightIcon width={28} height={28} />
          </Link>
        </div>
        <p className="statement">
          We partner with regional and global businesses to deliver <strong>tailored</strong>,{' '}
          <strong>affordable</strong> and <strong>high-quality</strong> solutions: software that fits the way
          you work, priced for the value it brings, and built to last.
        </p>
      </section>

      <section className="container page-section faq-section" aria-labelledby="faq-title">
        <div className="faq-section__header">
          <p className="eyebrow">FAQ</p>
          <h2 id="faq-title" className="section-title">
            Frequently asked questions
          </h2>
          <p className="lead">Straight answers about timelines, pricing, ownership and how we work.</p>
        </div>
        <Faq items={FAQ_ITEMS} />
      </section>

      <section className="container cta" aria-labelledby="cta-title">
        <div className="cta__panel">
          <h2 id="cta-title" className="section-title">
            Ready to Transform Your Business?
          </h2>
          <p className="lead">Tell us about your idea. We reply within 1-2 business days with next steps.</p>
          <Link to="/contact" className={buttonClass('primary')}>
            Start Your Project Today
            <ArrowRightIcon width={18} height={18} />
          </Link>
        </div>
      </section>
    </>
  )
}
