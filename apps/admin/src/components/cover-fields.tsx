import { buttonClass } from '@studio/ui/button'
import { Field } from '@studio/ui/field'
import * as React from 'react'
import './cover-fields.css'

interface CoverFieldsProps {
  url: string
  onUrlChange: (url: string) => void
  file: File | null
  onFileChange: (file: File | null) => void
  error?: string
}

/**
 * The picker offers only what the API takes. Named types, not `image/*`: iOS then hands over a HEIC
 * photo converted to JPEG, and other systems grey out what would be refused.
 */
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif'

/** HEIC/HEIF, what iPhones take: no browser but Safari decodes it, and the API refuses it. */
export function isHeic(file: File): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name)
}

export const HEIC_REFUSED =
  'HEIC photos (what iPhones take) cannot be used as covers. Export the photo as JPEG (on the iPhone: Share, then Save as JPEG, or Settings > Camera > Formats > Most Compatible) and choose it again.'

/** Cover URL plus an image file; a chosen file is uploaded on save and its address wins. */
export function CoverFields({ url, onUrlChange, file, onFileChange, error }: CoverFieldsProps) {
  const [preview, setPreview] = React.useState<string | null>(null)
  const [pickError, setPickError] = React.useState<string | null>(null)
  const fileInput = React.useRef<HTMLInputElement>(null)

  React.useEffect(() => {
    if (!file) {
      setPreview(null)
      return
    }
    const objectUrl = URL.createObjectURL(file)
    setPreview(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [file])

  const shown = preview ?? (url.trim() || null)
  // Some addresses are wrong or unreachable (and plain http outside the API and media origins is
  // blocked by the panel's CSP): say so instead of showing a broken image.
  const [brokenSrc, setBrokenSrc] = React.useState<string | null>(null)
  return (
    <fieldset className="cover-fields">
      <legend className="ui-field__label">Cover</legend>
      <div className="cover-fields__row">
        <div className="cover-fields__preview" aria-hidden="true">
          {shown && brokenSrc !== shown ? (
            <img src={shown} alt="" onError={() => setBrokenSrc(shown)} />
          ) : (
            <span>{shown ? 'No preview' : 'No cover'}</span>
          )}
        </div>
        <div className="cover-fields__inputs">
          <Field label="Cover URL" error={error}>
            {(control) => (
              <input
                {...control}
                type="url"
                inputMode="url"
                placeholder="https://…"
                value={url}
                disabled={file !== null}
                onChange={(event) => onUrlChange(event.target.value)}
              />
            )}
          </Field>
          {/* The file input keeps its own look: it takes the field's id, not its control class. */}
          <Field label="Upload image" error={pickError ?? undefined}>
            {(control) => (
              <>
                <div className="cover-fields__file-row">
                  <input
                    ref={fileInput}
                    id={control.id}
                    aria-invalid={control['aria-invalid']}
                    aria-describedby={control['aria-describedby']}
                    className="cover-fields__file"
                    type="file"
                    accept={ACCEPTED_TYPES}
                    onChange={(event) => {
                      const picked = event.target.files?.[0] ?? null
                      // Refused now, with what to do, rather than at save with the API's refusal.
                      if (picked && isHeic(picked)) {
                        event.target.value = ''
                        setPickError(HEIC_REFUSED)
                        onFileChange(null)
                        return
                      }
                      setPickError(null)
                      onFileChange(picked)
                    }}
                  />
                  {file ? (
                    <button
                      type="button"
                      className={buttonClass('ghost', 'sm')}
                      onClick={() => {
                        if (fileInput.current) fileInput.current.value = ''
                        setPickError(null)
                        onFileChange(null)
                      }}
                    >
                      Remove image
                    </button>
                  ) : null}
                </div>
                <p className="field-hint">
                  {file
                    ? `${file.name} replaces the cover URL when you save; every size the site needs is made from it.`
                    : 'JPEG, PNG, WebP, GIF or AVIF. Optional when a cover URL is given.'}
                </p>
              </>
            )}
          </Field>
        </div>
      </div>
    </fieldset>
  )
}
