import { render, screen, within } from '@testing-library/react'
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './table'

describe('Table', () => {
  it('renders real table markup with column headers and labelled cells', () => {
    render(
      <Table caption="Projects">
        <TableHead>
          <TableRow>
            <TableHeaderCell>Project</TableHeaderCell>
            <TableHeaderCell>Created</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell label="Project">Atlas</TableCell>
            <TableCell label="Created">Today</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    )
    const table = screen.getByRole('table', { name: 'Projects' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Project', 'Created'])
    expect(within(table).getByRole('cell', { name: 'Atlas' })).toHaveAttribute('data-label', 'Project')
  })
})
