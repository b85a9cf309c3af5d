import * as React from 'react'

/** Names the browser tab (and the history entry) after the screen, so open tabs tell themselves apart. */
export function useDocumentTitle(title: string) {
  React.useEffect(() => {
    document.title = title
  }, [title])
}
