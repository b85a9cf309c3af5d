import { emphasisRuns } from '@studio/contracts/emphasis'

/**
 * A heading from the site copy with its `**…**` words highlighted: as the gradient words of a title
 * (`gradient`), or as bold words in running text (`strong`).
 */
export function Emphasis({ text, as }: { text: string; as: 'gradient' | 'strong' }) {
  return emphasisRuns(text).map((run, index) => {
    // The runs of one text never reorder, so their position is their identity.
    const key = `${index}`
    if (!run.emphasis) return run.text
    return as === 'strong' ? (
      <strong key={key}>{run.text}</strong>
    ) : (
      <span key={key} className="gradient-text">
        {run.text}
      </span>
    )
  })
}
