import type { ShareCard } from '@studio/contracts/share-cards'
import { config } from '../config'
import './share-card-preview.css'

const LANGUAGE_NAMES = { en: 'English', ar: 'Arabic' } as const

export interface ShareCardEntry {
  language: keyof typeof LANGUAGE_NAMES
  card: ShareCard | null
}

/** A card's address: the API's own /media (cards are public media). */
function cardUrl(card: ShareCard): string {
  return `${config.apiUrl.replace(/\/+$/, '')}/media/${card.key}`
}

/**
 * How a page or case study looks when its address is shared, in each language: the card the API
 * drew for it (after a save or a publish, within seconds), or a note that the studio's default image
 * is shared until it is drawn.
 */
export function ShareCardPreview({ label, cards }: { label: string; cards: readonly ShareCardEntry[] }) {
  return (
    <figure className="share-cards">
      <figcaption className="share-cards__label">{label}</figcaption>
      <div className="share-cards__list">
        {cards.map(({ language, card }) =>
          card ? (
            <img
              key={language}
              className="share-cards__image"
              src={cardUrl(card)}
              alt={`Share card in ${LANGUAGE_NAMES[language]}`}
              width={card.width}
              height={card.height}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <p key={language} className="share-cards__missing">
              {LANGUAGE_NAMES[language]}: not drawn yet. The studio's default image is shared until it is.
            </p>
          ),
        )}
      </div>
    </figure>
  )
}
