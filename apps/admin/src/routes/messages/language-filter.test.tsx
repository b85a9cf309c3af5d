import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setStatusByName } from '../../test-support/inbox-seed'
import { renderApp } from '../../test-support/render-app'
import { passTime } from '../../test-support/screen-clock'
import { createMessages, startSignedIn } from '../../test-support/seed'
import { bodyRowsOf } from '../../test-support/table-rows'
import { SEARCH_DEBOUNCE_MS } from './inbox-view'

const ARABIC_MESSAGE = 'نود الحصول على عرض سعر لمتجر إلكتروني'

const bodyRows = () => bodyRowsOf('Contact Messages')
const rowOf = (name: string) => screen.getByText(name).closest('tr')!
const names = () => bodyRows().map((row) => row.querySelector('.from-cell__title')?.textContent)
const languageFilter = () => screen.getByRole('combobox', { name: 'Language' })

async function inbox(path = '/admin/messages') {
  const api = await startSignedIn()
  await createMessages(api, [
    { name: 'Ada', message: 'A shop please' },
    { name: 'سارة', message: ARABIC_MESSAGE, subject: 'متجر', language: 'ar' },
    { name: 'Omar', message: 'تطبيق shop', language: 'ar' },
  ])
  await setStatusByName(api, { Omar: 'read' })
  return { api, ...renderApp(path, api) }
}

describe('the inbox by language', () => {
  it('labels each message with its language and lets Arabic text run right to left', async () => {
    await inbox()
    await screen.findByText('Ada')
    expect(within(rowOf('Ada')).getByText('English')).toBeInTheDocument()
    const arabicRow = rowOf('سارة')
    expect(within(arabicRow).getByText('Arabic')).toBeInTheDocument()
    expect(within(arabicRow).getByText('سارة')).toHaveAttribute('dir', 'auto')
    expect(within(arabicRow).getByText(ARABIC_MESSAGE)).toHaveAttribute('dir', 'auto')
    expect(within(arabicRow).getByText('متجر')).toHaveAttribute('dir', 'auto')

    await userEvent.click(within(arabicRow).getByRole('button', { name: 'View' }))
    const detail = document.getElementById(
      within(arabicRow).getByRole('button', { name: 'Hide' }).getAttribute('aria-controls') ?? '',
    )!
    expect(detail).toHaveTextContent('Arabic')
    expect(within(detail).getByText(ARABIC_MESSAGE)).toHaveAttribute('dir', 'auto')
  })

  it('filters by language, kept in the address, alongside the status tab and the search', async () => {
    const { router } = await inbox()
    await screen.findByText('Ada')
    expect(languageFilter()).toHaveDisplayValue('All languages')
    await userEvent.selectOptions(languageFilter(), 'Arabic')
    await waitFor(() => expect(names()).toEqual(['Omar', 'سارة']))
    expect(router.state.location.search).toBe('?language=ar')
    expect(screen.getByText('2 messages')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('tab', { name: 'New' }))
    await waitFor(() => expect(names()).toEqual(['سارة']))
    expect(router.state.location.search).toBe('?status=new&language=ar')

    await userEvent.click(screen.getByRole('tab', { name: 'All' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'shop')
    await passTime(SEARCH_DEBOUNCE_MS)
    await waitFor(() => expect(names()).toEqual(['Omar']))
    expect(router.state.location.search).toBe('?q=shop&language=ar')

    await userEvent.selectOptions(languageFilter(), 'English')
    await waitFor(() => expect(names()).toEqual(['Ada']))
    await userEvent.selectOptions(languageFilter(), 'All languages')
    await waitFor(() => expect(names()).toEqual(['Omar', 'Ada']))
    expect(router.state.location.search).toBe('?q=shop')
  })

  it('opens on the language the address names, and says when it has no messages', async () => {
    await inbox('/admin/messages?status=archived&language=ar')
    expect(await screen.findByText('No archived messages in Arabic')).toBeInTheDocument()
    expect(languageFilter()).toHaveDisplayValue('Arabic')
  })
})
