import type * as React from 'react'

/** Small inline icons (decorative: they never carry the accessible name). */
type IconProps = React.ComponentProps<'svg'>

function Svg({ children, ...props }: IconProps) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

/**
 * An icon drawn by one path. A `directional` one points along the reading direction, so Arabic pages
 * show it mirrored (site.css, `.icon-directional`); logos and the rest never flip.
 */
const pathIcon =
  (d: string, directional = false) =>
  ({ className, ...props }: IconProps) => (
    <Svg
      className={[directional ? 'icon-directional' : '', className ?? ''].join(' ').trim() || undefined}
      {...props}
    >
      <path d={d} />
    </Svg>
  )

export const ArrowRightIcon = pathIcon('M5 12h14M13 6l6 6-6 6', true)
export const ArrowUpRightIcon = pathIcon('M7 17 17 7M8 7h9v9', true)
export const ChevronDownIcon = pathIcon('m6 9 6 6 6-6')
export const ChevronUpIcon = pathIcon('m18 15-6-6-6 6')
export const MenuIcon = pathIcon('M4 7h16M4 12h16M4 17h16')
export const CloseIcon = pathIcon('M6 6l12 12M18 6 6 18')
export const CheckIcon = pathIcon('m5 12 5 5 9-10')
export const PlusIcon = pathIcon('M12 5v14M5 12h14')
export const PhoneIcon = pathIcon(
  'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z',
)
export const PinIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </Svg>
)
export const LinkedInIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6ZM2 9h4v12H2z" />
    <circle cx="4" cy="4" r="2" />
  </Svg>
)
export const FacebookIcon = pathIcon('M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z')
export const InstagramIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <path d="M16 11.4A4 4 0 1 1 12.6 8a4 4 0 0 1 3.4 3.4ZM17.5 6.5h.01" />
  </Svg>
)
