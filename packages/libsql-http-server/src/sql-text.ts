/**
 * Splits SQL text into statements the way SQLite reads it: semicolons inside strings, quoted
 * names, comments and trigger bodies do not end a statement. The libSQL connection would silently
 * run only the first statement of a longer text, so `execute` needs this to refuse the rest, and
 * `sequence` runs statement by statement so that each can wait for the write lock on its own.
 */

type Token =
  | { kind: 'word'; text: string }
  | { kind: 'parameter'; text: string }
  | { kind: 'semicolon' }
  | { kind: 'other' }

const IDENTIFIER_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/

function* tokens(sql: string): Generator<Token & { end: number }> {
  let i = 0
  while (i < sql.length) {
    const ch = sql[i] as string
    if (/\s/.test(ch)) {
      i++
    } else if (ch === '-' && sql[i + 1] === '-') {
      const newline = sql.indexOf('\n', i)
      i = newline === -1 ? sql.length : newline + 1
    } else if (ch === '/' && sql[i + 1] === '*') {
      const close = sql.indexOf('*/', i + 2)
      i = close === -1 ? sql.length : close + 2
    } else if (ch === "'" || ch === '"' || ch === '`' || ch === '[') {
      const closing = ch === '[' ? ']' : ch
      let j = i + 1
      for (;;) {
        const at = sql.indexOf(closing, j)
        if (at === -1) {
          j = sql.length
          break
        }
        // A doubled quote is an escaped quote inside the string or name.
        if (closing !== ']' && sql[at + 1] === closing) {
          j = at + 2
          continue
        }
        j = at + 1
        break
      }
      i = j
      yield { kind: 'other', end: i }
    } else if (
      ch === '?' ||
      ((ch === ':' || ch === '@' || ch === '$') && IDENTIFIER_CHAR.test(sql[i + 1] ?? ''))
    ) {
      // `?`, `?3`, `:name`, `@name`, `$name`: SQLite's parameter forms.
      let j = i + 1
      const part = ch === '?' ? /[0-9]/ : IDENTIFIER_CHAR
      while (j < sql.length && part.test(sql[j] as string)) j++
      yield { kind: 'parameter', text: sql.slice(i, j), end: j }
      i = j
    } else if (ch === ';') {
      i++
      yield { kind: 'semicolon', end: i }
    } else if (/[A-Za-z_\u0080-\uffff]/.test(ch)) {
      let j = i + 1
      while (j < sql.length && IDENTIFIER_CHAR.test(sql[j] as string)) j++
      yield { kind: 'word', text: sql.slice(i, j).toUpperCase(), end: j }
      i = j
    } else {
      i++
      yield { kind: 'other', end: i }
    }
  }
}

/** The statements in `sql`, each with its own text (and its semicolon, when it has one). */
export function splitStatements(sql: string): string[] {
  const statements: string[] = []
  let start = 0
  let words: string[] = []
  let started = false
  let previous: Token | undefined
  let beforePrevious: Token | undefined
  let inTrigger = false
  for (const token of tokens(sql)) {
    if (token.kind !== 'semicolon') started = true
    if (token.kind === 'word' && words.length < 3) {
      words.push(token.text)
      const [first, second, third] = words
      inTrigger =
        first === 'CREATE' &&
        (second === 'TRIGGER' || ((second === 'TEMP' || second === 'TEMPORARY') && third === 'TRIGGER'))
    }
    // A trigger body holds statements of its own; the trigger ends at `; END ;`.
    const endsTrigger =
      previous?.kind === 'word' && previous.text === 'END' && beforePrevious?.kind === 'semicolon'
    if (token.kind === 'semicolon' && (!inTrigger || endsTrigger)) {
      if (started) statements.push(sql.slice(start, token.end))
      start = token.end
      words = []
      started = false
      inTrigger = false
      previous = undefined
      beforePrevious = undefined
      continue
    }
    beforePrevious = previous
    previous = token
  }
  if (started) statements.push(sql.slice(start))
  return statements
}

/** The first keyword of a statement, upper-cased ('' when there is none). */
export function firstKeyword(sql: string): string {
  for (const token of tokens(sql)) return token.kind === 'word' ? token.text : ''
  return ''
}

/**
 * The statement's parameters by index, numbered as SQLite numbers them: `?` takes the next index,
 * `?N` index N, and a name takes the next index where it first appears and keeps it after.
 * Entry i is the name of parameter i + 1 (`:id`, `?3`), or null for a bare `?` or a gap.
 */
export function parameterNames(sql: string): (string | null)[] {
  const names: (string | null)[] = []
  for (const token of tokens(sql)) {
    if (token.kind !== 'parameter') continue
    if (token.text === '?') {
      names.push(null)
    } else if (token.text.startsWith('?')) {
      const index = Number(token.text.slice(1))
      while (names.length < index) names.push(null)
      names[index - 1] = token.text
    } else if (!names.includes(token.text)) {
      names.push(token.text)
    }
  }
  return names
}
