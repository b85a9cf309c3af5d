import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as React from 'react'
import { Deferred } from './deferred-view'

/** A screen with a search box and its rows (null while they load). */
function Screen({ rows }: { rows: string[] | null }) {
  const [typed, setTyped] = React.useState('')
  return (
    <>
      <input aria-label="Search" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <p>{rows ? rows.join(', ') : 'Loading…'}</p>
    </>
  )
}

function deferred<T>() {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | undefined
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject }
  })
  return { promise, ...(settle as NonNullable<typeof settle>) }
}

class Boundary extends React.Component<{ children: React.ReactNode }, { error: unknown }> {
  override state = { error: null as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children
  }
}

describe('Deferred', () => {
  it('keeps the screen the admin is typing in while its rows load: the text and the focus stay', async () => {
    const rows = deferred<string[]>()
    render(
      <Deferred value={rows.promise} fallback={<Screen rows={null} />}>
        {(loaded) => <Screen rows={loaded} />}
      </Deferred>,
    )
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    await userEvent.setup({ delay: null }).type(screen.getByRole('textbox', { name: 'Search' }), 'pitch')
    await act(async () => rows.resolve(['Ada', 'Cy']))
    expect(await screen.findByText('Ada, Cy')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('pitch')
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus()
  })

  it('keeps the current rows until a new read answers, then shows it', async () => {
    const first = deferred<string[]>()
    const second = deferred<string[]>()
    const view = (value: Promise<string[]>) => (
      <Deferred value={value} fallback={<Screen rows={null} />}>
        {(loaded) => <Screen rows={loaded} />}
      </Deferred>
    )
    const { rerender } = render(view(first.promise))
    await act(async () => first.resolve(['Ada']))
    rerender(view(second.promise))
    expect(screen.getByText('Ada')).toBeInTheDocument()
    await act(async () => second.resolve(['Cy']))
    expect(await screen.findByText('Cy')).toBeInTheDocument()
  })

  it('hands a failed read to the error boundary', async () => {
    const rows = deferred<string[]>()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <Boundary>
        <Deferred value={rows.promise} fallback={<Screen rows={null} />}>
          {(loaded) => <Screen rows={loaded} />}
        </Deferred>
      </Boundary>,
    )
    await act(async () => rows.reject(new Error('The list could not be loaded')))
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded')
  })
})
