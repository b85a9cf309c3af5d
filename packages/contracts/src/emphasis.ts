/**
 * The highlight marks of the site copy's headings (`**…**`), with no schema library: the site renders
 * them in the browser. The site-content schema checks them with `hasBalancedEmphasis`.
 */

/** Whether every `**` that opens a highlight is closed. */
export function hasBalancedEmphasis(text: string): boolean {
  return (text.split('**').length - 1) % 2 === 0
}

/** A heading split into plain and highlighted runs, for the site to render (`**` marks highlights). */
export function emphasisRuns(text: string): Array<{ text: string; emphasis: boolean }> {
  return text
    .split('**')
    .map((part, index) => ({ text: part, emphasis: index % 2 === 1 }))
    .filter((run) => run.text !== '')
}
