import { render, screen } from '@testing-library/react'
import { Chip } from './chip'

describe('Chip', () => {
  it('shows its text and keeps the full text in the title for when it is cut short', () => {
    render(<Chip tone="success">Active</Chip>)
    const chip = screen.getByText('Active')
    expect(chip).toHaveAttribute('title', 'Active')
    expect(chip).toHaveClass('ui-chip--success')
  })
})
