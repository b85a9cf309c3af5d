import { Button } from '@studio/ui/button'
import * as React from 'react'
import { TWO_FACTOR_TEXTS } from '../login/two-factor-texts'

/** Recovery codes, shown once: a list to copy, and a button to go on once they are kept. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = React.useState(false)
  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" className="recovery-codes__title">
        {TWO_FACTOR_TEXTS.codesTitle}
      </h2>
      <p className="muted">{TWO_FACTOR_TEXTS.codesIntro}</p>
      <ol className="recovery-codes__list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor__actions">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() => setCopied(true))
              .catch(() => setCopied(false))
          }
        >
          {copied ? 'Copied!' : TWO_FACTOR_TEXTS.copyCodes}
        </Button>
        <Button onClick={onDone}>{TWO_FACTOR_TEXTS.codesSaved}</Button>
      </div>
    </section>
  )
}
