import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AllWorkLink } from './all-work-link'

const Stub = createRoutesStub([
  { path: '/projects', Component: () => <AllWorkLink variant="secondary">View all</AllWorkLink> },
  { path: '/ar/projects', Component: () => <AllWorkLink variant="primary">كل الأعمال</AllWorkLink> },
])

describe('AllWorkLink', () => {
  it.each([
    ['/projects', 'View all', '/all-work', 'ui-button--secondary'],
    ['/ar/projects', 'كل الأعمال', '/ar/all-work', 'ui-button--primary'],
  ])(
    'on %s links %j to All Work in the page language (%s), styled as its button',
    (path, name, href, variant) => {
      render(<Stub initialEntries={[path]} />)
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveClass('ui-button', variant)
      expect(link.lastElementChild?.tagName.toLowerCase()).toBe('svg')
    },
  )
})
