import type { PublicProject } from '@studio/contracts/projects'
import { useEffect, useRef, useState } from 'react'
import { ChevronDownIcon } from '../../components/icons'
import { TagList } from '../../components/tag-list'
import { portfolioTexts } from '../../lib/portfolio-text'
import { scrollToElement } from '../../lib/scroll'
import { useLanguage, useMessages } from '../../messages/catalogue'
import { PORTFOLIO_MESSAGES } from '../../messages/portfolio'
import {
  DOT_NAV_ROOT_MARGIN,
  DOT_NAV_THRESHOLDS,
  formatProjectIndex,
  SECTION_IN_VIEW_THRESHOLD,
} from '../../tuning'
import { AllWorkLink } from './all-work-link'
import { DotNav } from './dot-nav'
import { MOBILE_COVER_LAYOUT, MOBILE_MEDIA, ProjectCover } from './project-cover'

const MOBILE_LAYOUT = { cover: MOBILE_COVER_LAYOUT, media: MOBILE_MEDIA }

/** The loaded part of the vertical layout (up to 1024 px): numbered sections, side dots, View All Work. */
export function MobileProjectList({ projects }: { projects: PublicProject[] }) {
  const sections = useRef<Array<HTMLElement | null>>([])
  const [active, setActive] = useState(0)
  const [inView, setInView] = useState<boolean[]>([])
  const [overList, setOverList] = useState(false)
  const language = useLanguage()
  const messages = PORTFOLIO_MESSAGES[language]
  const texts = projects.map((project) => portfolioTexts(project, language))

  // Dot navigator: the section with the largest visible share inside the middle 60 % wins.
  useEffect(() => {
    const ratios = new Map<Element, number>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) ratios.set(entry.target, entry.intersectionRatio)
        let best = -1
        let bestRatio = 0
        sections.current.forEach((section, index) => {
          const ratio = section ? (ratios.get(section) ?? 0) : 0
          if (ratio > bestRatio) {
            best = index
            bestRatio = ratio
          }
        })
        if (best >= 0) setActive(best)
      },
      { threshold: [...DOT_NAV_THRESHOLDS], rootMargin: DOT_NAV_ROOT_MARGIN },
    )
    for (const section of sections.current) if (section) observer.observe(section)
    return () => observer.disconnect()
  }, [])

  // The in-view state drives each section's reveal animation.
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        setInView((current) => {
          const next = [...current]
          for (const entry of entries) {
            const index = sections.current.indexOf(entry.target as HTMLElement)
            if (index >= 0) next[index] = entry.isIntersecting
          }
          return next
        })
      },
      { threshold: SECTION_IN_VIEW_THRESHOLD },
    )
    for (const section of sections.current) if (section) observer.observe(section)
    return () => observer.disconnect()
  }, [])

  // The dots sit at mid-height of the screen: they show only while a project section is there,
  // so they never cover the hero's button, the View All Work link or the footer.
  useEffect(() => {
    const atMiddle = new Set<Element>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) atMiddle.add(entry.target)
          else atMiddle.delete(entry.target)
        }
        setOverList(atMiddle.size > 0)
      },
      { rootMargin: '-50% 0px -50% 0px' },
    )
    for (const section of sections.current) if (section) observer.observe(section)
    return () => observer.disconnect()
  }, [])

  const jumpTo = (index: number) => {
    const section = sections.current[index]
    if (section) scrollToElement(section)
  }

  return (
    <>
      <DotNav
        titles={texts.map((text) => text.title.text)}
        label={messages.projectsNav}
        active={active}
        shown={overList}
        onSelect={jumpTo}
      />

      {projects.map((project, index) => (
        <article
          key={`${project.title}-${formatProjectIndex(index + 1)}`}
          ref={(element) => {
            sections.current[index] = element
          }}
          className="mobile-project"
          data-side={index % 2 === 0 ? 'right' : 'left'}
          data-in-view={inView[index] ? 'true' : 'false'}
          aria-labelledby={`mobile-project-${index}`}
        >
          <div className="mobile-project__text flow">
            <span className="mobile-project__number gradient-text" aria-hidden="true">
              {formatProjectIndex(index + 1)}
            </span>
            <h2 id={`mobile-project-${index}`} className="mobile-project__title">
              <span className="ui-visually-hidden">{formatProjectIndex(index + 1)}. </span>
              <span lang={texts[index]?.title.lang}>{texts[index]?.title.text}</span>
            </h2>
            <p className="mobile-project__summary" lang={texts[index]?.description.lang}>
              {texts[index]?.description.text}
            </p>
            <TagList tags={project.tags} language={language} />
          </div>
          {/* Below the hero on phones and most tablets, so none is preloaded: each loads lazily (at once when in view). */}
          <ProjectCover
            project={project}
            language={language}
            layout={MOBILE_LAYOUT}
            className="mobile-project__cover"
          />
        </article>
      ))}

      <div className="mobile-projects__end">
        <AllWorkLink variant="primary">{messages.viewAllWork}</AllWorkLink>
      </div>
    </>
  )
}

/** The mobile hero; 'Scroll to explore' jumps to the first project. */
export function MobileHero({ onExplore }: { onExplore: () => void }) {
  const messages = useMessages(PORTFOLIO_MESSAGES)
  return (
    <section className="mobile-hero flow" aria-labelledby="mobile-hero-title">
      <p className="eyebrow">{messages.eyebrow}</p>
      <h1 id="mobile-hero-title" className="page-title">
        {messages.heroTitle}
        <span className="gradient-text">{messages.heroHighlight}</span>
      </h1>
      <p className="lead">{messages.heroLead}</p>
      <button type="button" className="mobile-hero__scroll" onClick={onExplore}>
        {messages.scrollToExplore}
        <ChevronDownIcon width={18} height={18} />
      </button>
    </section>
  )
}
