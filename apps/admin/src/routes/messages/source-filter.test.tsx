import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test-support/render-app'
import { createMessages, startSignedIn } from '../../test-support/seed'
import { bodyRowsOf } from '../../test-support/table-rows'
import { recordVisits } from '../audience/audience-seed'

const names = () =>
  bodyRowsOf('Contact Messages').map((row) => row.querySelector('.from-cell__title')?.textContent)
const rowOf = (name: string) => screen.getByText(name).closest('tr')!

/** Ada's enquiry came from a visit that landed on / from the newsletter; Omar's from no known visit. */
async function inbox() {
  const api = await startSignedIn()
  await createMessages(api, [{ name: 'Omar', message: 'A shop please' }])
  await recordVisits(api)
  return { api, ...renderApp('/admin/messages', api) }
}

describe('the inbox by source', () => {
  it('says where each enquiry came from and where it landed, and nothing when that is unknown', async () => {
    await inbox()
    await screen.findByText('Ada Lovelace')
    expect(within(rowOf('Ada Lovelace')).getByText(/^Came from/).textContent).toBe(
      'Came from newsletter (june-launch), landed on /',
    )
    expect(within(rowOf('Omar')).queryByText(/Came from|Landed on/)).toBeNull()
  })

  it("shows only one source's enquiries from a message's source line or the filter box, in the address", async () => {
    const { router } = await inbox()
    await screen.findByText('Ada Lovelace')
    expect(names()).toHaveLength(2)

    await userEvent.click(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'newsletter' }))
    await waitFor(() => expect(names()).toEqual(['Ada Lovelace']))
    expect(router.state.location.search).toBe('?source=newsletter')
    const box = screen.getByRole('searchbox', { name: 'Source' })
    expect(box).toHaveValue('newsletter')

    await userEvent.clear(box)
    await waitFor(() => expect(names()).toHaveLength(2))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Source' }), ' Direct {Enter}')
    await waitFor(() => expect(router.state.location.search).toBe('?source=direct'))
    await waitFor(() => expect(screen.queryByText('Ada Lovelace')).toBeNull())
  })
})
