import { describe, expect, it } from 'vitest'
import { parameterNames, splitStatements } from './sql-text'

describe('splitStatements', () => {
  it('ends statements only at semicolons outside strings, names, comments and trigger bodies', () => {
    const statements = splitStatements(`SELECT 'a;b', "c;d", [e;f]; -- g;
        CREATE TRIGGER t AFTER INSERT ON x BEGIN SELECT CASE WHEN 1 THEN 2 END; DELETE FROM y; END;
        /* ; */ SELECT 2`)
    expect(statements).toHaveLength(3)
    expect(statements[0]).toBe(`SELECT 'a;b', "c;d", [e;f];`)
    expect(statements[1]).toMatch(/CREATE TRIGGER .* DELETE FROM y; END;$/)
    expect(statements[2]?.trim()).toBe('/* ; */ SELECT 2')
  })

  it('finds no statement in whitespace, comments and bare semicolons', () => {
    expect(splitStatements(' ; -- nothing\n ;')).toEqual([])
  })
})

describe('parameterNames', () => {
  it('numbers parameters as SQLite does', () => {
    expect(parameterNames("SELECT ?, :a, ?5, :a, @b, '?', $c")).toEqual([
      null,
      ':a',
      null,
      null,
      '?5',
      '@b',
      '$c',
    ])
  })
})
