import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Switch } from './switch'

function Controlled({ onChange }: { onChange: (value: boolean) => void }) {
  const [checked, setChecked] = useState(false)
  return (
    <Switch
      checked={checked}
      aria-label="Featured"
      onCheckedChange={(value) => {
        setChecked(value)
        onChange(value)
      }}
    />
  )
}

describe('Switch', () => {
  it('is a switch whose aria-checked follows clicks', async () => {
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    const control = screen.getByRole('switch', { name: 'Featured' })
    expect(control).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(control)
    expect(control).toHaveAttribute('aria-checked', 'true')
    expect(onChange).toHaveBeenLastCalledWith(true)
  })

  it('toggles with Space and Enter from the keyboard', async () => {
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    await userEvent.tab()
    expect(screen.getByRole('switch')).toHaveFocus()
    await userEvent.keyboard(' ')
    expect(onChange).toHaveBeenLastCalledWith(true)
    await userEvent.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(false)
  })

  it('does nothing while disabled', async () => {
    const onChange = vi.fn()
    render(<Switch checked={false} disabled label="Featured" onCheckedChange={onChange} />)
    await userEvent.click(screen.getByRole('switch', { name: 'Featured' }))
    expect(onChange).not.toHaveBeenCalled()
  })
})
