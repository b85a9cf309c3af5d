import type { PublicProject } from '@studio/contracts/projects'
import { buttonClass } from '@studio/ui/button'
import type * as React from 'react'
import { useRef } from 'react'
import { ChevronDownIcon, ChevronUpIcon } from '../../components/icons'
import { TagList } from '../../components/tag-list'
import { formatNumber } from '../../lib/language'
import { portfolioTexts } from '../../lib/portfolio-text'
import { useLanguage, useMessages } from '../../messages/catalogue'
import { PORTFOLIO_MESSAGES } from '../../messages/portfolio'
import { AllWorkLink } from './all-work-link'
import { DESKTOP_MEDIA, ProjectCover, STACK_COVER_LAYOUT } from './project-cover'
import { useStackNavigation } from './use-stack-navigation'

const STACK_LAYOUT = { cover: STACK_COVER_LAYOUT, media: DESKTOP_MEDIA }

/** Fixed full-screen stack of project cards plus the final "That's All!" card (desktop, above 1024 px). */
export function DesktopStack({ projects }: { projects: PublicProject[] }) {
  const sectionRef = useRef<HTMLElement>(null)
  const last = projects.length // the view-all card
  const { index, atEnd, locked, go } = useStackNavigation(projects.length + 1, sectionRef)
  const language = useLanguage()
  const messages = PORTFOLIO_MESSAGES[language]

  return (
    <section
      ref={sectionRef}
      className="stack"
      aria-label={messages.latestProjects}
      data-locked={locked || undefined}
    >
      <StackIntro>
        <p className="stack__counter" aria-live="polite">
          {atEnd
            ? messages.endOfList
            : messages.projectOf(formatNumber(language, index + 1), formatNumber(language, projects.length))}
        </p>
      </StackIntro>

      <div className="stack__deck">
        {projects.map((project, position) => {
          const { title, description } = portfolioTexts(project, language)
          return (
            <article
              // biome-ignore lint/suspicious/noArrayIndexKey: public projects carry no id; the list is fixed once loaded
              key={`${project.title}-${position}`}
              className="stack-card panel"
              data-offset={Math.max(-1, Math.min(3, position - index))}
              aria-hidden={position !== index}
              inert={position !== index}
            >
              <ProjectCover
                project={project}
                language={language}
                layout={STACK_LAYOUT}
                className="stack-card__cover"
                first={position === 0}
              />
              <div className="stack-card__body flow">
                <h2 className="stack-card__title" lang={title.lang}>
                  {title.text}
                </h2>
                <p className="stack-card__text" lang={description.lang}>
                  {description.text}
                </p>
                <TagList tags={project.tags} language={language} />
                <button
                  type="button"
                  className={buttonClass('primary', 'md', 'stack-card__button')}
                  onClick={() => window.alert(messages.openDetails(title.text))}
                >
                  {messages.viewProject}
                </button>
              </div>
            </article>
          )
        })}
        <article
          className="stack-card stack-card--end panel"
          data-offset={Math.max(-1, Math.min(3, last - index))}
          aria-hidden={!atEnd}
          inert={!atEnd}
        >
          <h2 className="stack-card__title">{messages.thatsAll}</h2>
          <p className="stack-card__text">{messages.seenAll}</p>
          <AllWorkLink variant="primary">{messages.viewAllWork}</AllWorkLink>
        </article>
      </div>

      <div className="stack__controls">
        <button
          type="button"
          className="stack__arrow round-icon"
          title={messages.previousProject}
          aria-label={messages.previousProject}
          disabled={index === 0}
          onClick={() => go(-1)}
        >
          <ChevronUpIcon width={22} height={22} />
        </button>
        <button
          type="button"
          className="stack__arrow round-icon"
          title={messages.nextProject}
          aria-label={messages.nextProject}
          disabled={atEnd}
          onClick={() => go(1)}
        >
          <ChevronDownIcon width={22} height={22} />
        </button>
      </div>
    </section>
  )
}

/** The left column of the desktop layout: heading, hint and the VIEW ALL PROJECTS link. */
export function StackIntro({ children }: { children?: React.ReactNode }) {
  const messages = useMessages(PORTFOLIO_MESSAGES)
  return (
    <div className="stack__intro flow">
      <h1 className="stack__kicker">{messages.kicker}</h1>
      <p className="stack__hint">{messages.stackHint}</p>
      <AllWorkLink variant="secondary">{messages.viewAllProjects}</AllWorkLink>
      {children}
    </div>
  )
}
