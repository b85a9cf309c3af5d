import { encode } from 'uqr'

/**
 * A QR code drawn as inline SVG (one path of dark modules): the admin's CSP allows no data: images,
 * and the secret never leaves the page for an image service.
 */
export function QrCode({ text, label, size = 184 }: { text: string; label: string; size?: number }) {
  const { data, size: modules } = encode(text, { border: 2 })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
