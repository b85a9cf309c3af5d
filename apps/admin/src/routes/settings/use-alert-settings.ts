import { ADMIN_MESSAGES, type AlertSettings } from '@studio/contracts'
import * as React from 'react'
import { useAdminApi } from '../../lib/api-context'
import { isSessionExpired, messageOf } from '../../lib/errors'

type State =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; settings: AlertSettings }

/** The alert settings: loading -> error or ready; a reload keeps what is shown until it answers. */
export function useAlertSettings() {
  const client = useAdminApi()
  const [state, setState] = React.useState<State>({ status: 'loading' })
  const latest = React.useRef(0)

  const reload = React.useCallback(async () => {
    const request = ++latest.current
    try {
      const settings = await client.alertSettings()
      if (request === latest.current) setState({ status: 'ready', settings })
    } catch (error) {
      if (request !== latest.current || isSessionExpired(error)) return
      setState({ status: 'error', error: messageOf(error, ADMIN_MESSAGES.loadFailed) })
    }
  }, [client])

  React.useEffect(() => {
    void reload()
    return () => {
      latest.current++
    }
  }, [reload])

  return { state, reload }
}
