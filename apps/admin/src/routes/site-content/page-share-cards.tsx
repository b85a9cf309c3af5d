import { SHARE_CARD_PAGES, type ShareCard, type ShareCardPage } from '@studio/contracts/share-cards'
import { AdminSection } from '../../components/admin-section'
import { ShareCardPreview } from '../../components/share-card-preview'

export interface PageCards {
  en: Record<string, ShareCard>
  ar: Record<string, ShareCard>
}

const PAGE_NAMES: Record<ShareCardPage, string> = {
  home: 'Home',
  services: 'Services',
  projects: 'Projects',
  all_work: 'All Work',
  contact: 'Contact',
  privacy: 'Privacy',
  terms: 'Terms',
}

/**
 * Each page as it looks when its address is shared, in both languages: the cards drawn from the
 * published copy (a publish redraws them within seconds; reload to see them).
 */
export function PageShareCards({ cards }: { cards: PageCards | null }) {
  return (
    <AdminSection
      title="Share cards"
      intro="How each page looks when its address is shared, drawn from the published copy after each publish."
    >
      {cards === null ? (
        <p>The share cards could not be read.</p>
      ) : (
        <details className="site-content__share-cards">
          <summary>Show the cards of every page</summary>
          {SHARE_CARD_PAGES.map((page) => (
            <ShareCardPreview
              key={page}
              label={PAGE_NAMES[page]}
              cards={[
                { language: 'en', card: cards.en[page] ?? null },
                { language: 'ar', card: cards.ar[page] ?? null },
              ]}
            />
          ))}
        </details>
      )}
    </AdminSection>
  )
}
