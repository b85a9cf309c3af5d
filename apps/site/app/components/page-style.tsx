/**
 * A stylesheet inlined into the page (imported with Vite's `?inline`). React hoists it into `<head>`,
 * once per `name`, the root layout's before the route's, so the first paint needs nothing but the
 * HTML; a client navigation adds the next route's the same way.
 */
export function PageStyle({ name, css }: { name: string; css: string }) {
  return (
    <style href={name} precedence="site">
      {css}
    </style>
  )
}
