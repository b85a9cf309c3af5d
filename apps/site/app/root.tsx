import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import tokensCss from '@studio/ui/tokens.css?inline'
import uiCss from '@studio/ui/ui.css?inline'
import type * as React from 'react'
import { useEffect } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import { PageStyle } from './components/page-style'
import { PreviewBar, PreviewUnavailable } from './components/preview-bar'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import { siteConfig } from './config'
import { HYDRATED_DATASET_KEY, usePageScripts } from './lib/page-scripts'
import { ANALYTICS_SCRIPT_ORIGIN } from './lib/security-headers'
import { organizationJsonLd } from './lib/seo'
import { loadSiteCopy, useSiteCopy } from './lib/site-content'
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
  const { content, preview } = useSiteCopy()
  // Marks the document once React has hydrated it (the e2e tests wait for it before pressing keys).
  useEffect(() => {
    document.documentElement.dataset[HYDRATED_DATASET_KEY] = ''
  }, [])
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0d12" />
        <meta name="color-scheme" content="dark" />
        <Meta />
        <PageStyle name="base" css={BASE_CSS} />
        <Links />
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: static JSON with '<' escaped
          dangerouslySetInnerHTML={{ __html: organizationJsonLd(content.studio) }}
        />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {preview === 'draft' ? <PreviewBar /> : null}
        <SiteHeader content={content} />
        {children}
        <SiteFooter content={content} />
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
  const { preview } = useSiteCopy()
  return (
    <main id="main" tabIndex={-1}>
      {preview === 'invalid' || preview === 'stale' ? <PreviewUnavailable reason={preview} /> : <Outlet />}
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : 'Something went wrong'
  return (
    <main id="main" tabIndex={-1} className="container page-section">
      <h1>{message}</h1>
      <p>Please reload the page or go back to the home page.</p>
    </main>
  )
}
