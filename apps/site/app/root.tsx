import cairoArabic from '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?url'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import tokensCss from '@studio/ui/tokens.css?inline'
import uiCss from '@studio/ui/ui.css?inline'
import type * as React from 'react'
import { useEffect } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import { PageStyle } from './components/page-style'
import { PreviewBar, PreviewUnavailable } from './components/preview-bar'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import { siteConfig } from './config'
import { HTML_LANGUAGE } from './lib/language'
import { loadSiteCopy } from './lib/load-site-copy.server'
import { HYDRATED_DATASET_KEY, usePageScripts } from './lib/page-scripts'
import { ANALYTICS_SCRIPT_ORIGIN } from './lib/security-headers'
import { organizationJsonLd } from './lib/seo'
import { useSiteCopy } from './lib/site-content'
import { useLanguage, useMessages } from './messages/catalogue'
import { LAYOUT_MESSAGES } from './messages/layout'
import fontsCss from './styles/fonts.css?inline'
import siteCss from './styles/site.css?inline'

const BASE_CSS = [fontsCss, tokensCss, uiCss, siteCss].join('\n')

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: `/favicon.svg?v=${siteConfig.buildStamp}`, type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: `/apple-touch-icon.png?v=${siteConfig.buildStamp}` },
]

/** The site copy every page shows (published, or a preview's draft): read once per render, here. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadSiteCopy({ request, context })

export function Layout({ children }: { children: React.ReactNode }) {
  const scripts = usePageScripts()
  // None only on the error page of a failed root load, which shows no copy.
  const copy = useSiteCopy()
  // Read from the address, so the error page of a failed load is in its language too.
  const language = useLanguage()
  const messages = LAYOUT_MESSAGES[language]
  // Marks the document once React has hydrated it (the e2e tests wait for it before pressing keys).
  useEffect(() => {
    document.documentElement.dataset[HYDRATED_DATASET_KEY] = ''
  }, [])
  return (
    <html lang={HTML_LANGUAGE[language].lang} dir={HTML_LANGUAGE[language].dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0d12" />
        <meta name="color-scheme" content="dark" />
        <Meta />
        <PageStyle name="base" css={BASE_CSS} />
        <Links />
        {language === 'ar' ? (
          <link rel="preload" href={cairoArabic} as="font" type="font/woff2" crossOrigin="anonymous" />
        ) : null}
        {copy ? (
          <script
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: static JSON with '<' escaped
            dangerouslySetInnerHTML={{ __html: organizationJsonLd(copy.content.studio) }}
          />
        ) : null}
      </head>
      <body>
        <a href="#main" className="skip-link">
          {messages.skipToContent}
        </a>
        {copy?.preview === 'draft' ? <PreviewBar /> : null}
        {copy ? <SiteHeader content={copy.content} language={language} /> : null}
        {children}
        {copy ? <SiteFooter content={copy.content} language={language} year={copy.year} /> : null}
        {scripts ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
        {siteConfig.analyticsToken ? (
          <script
            defer
            src={`${ANALYTICS_SCRIPT_ORIGIN}/beacon.min.js`}
            data-cf-beacon={JSON.stringify({ token: siteConfig.analyticsToken })}
          />
        ) : null}
      </body>
    </html>
  )
}

export default function App() {
  const preview = useSiteCopy()?.preview
  return (
    <main id="main" tabIndex={-1}>
      {preview === 'invalid' || preview === 'stale' ? <PreviewUnavailable reason={preview} /> : <Outlet />}
    </main>
  )
}

/**
 * The page of a failed root load (the API gave no copy: a 503, which the Worker answers with the last
 * good copy when it has one), worded in the address's language; the status is the answer's own.
 */
export function ErrorBoundary() {
  const messages = useMessages(LAYOUT_MESSAGES)
  return (
    <main id="main" tabIndex={-1} className="container page-section">
      <h1>{messages.errorTitle}</h1>
      <p>{messages.errorHelp}</p>
    </main>
  )
}
