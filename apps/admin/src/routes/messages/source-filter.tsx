import { sourceOf } from './inbox-url'

interface SourceFilterProps {
  value: string | null
  onChange: (source: string | null) => void
}

/**
 * The inbox's source filter: the messages one source brought (`newsletter`, `google.com`,
 * `direct`), applied on Enter; emptied, every source again. A message's source line sets it too.
 */
export function SourceFilter({ value, onChange }: SourceFilterProps) {
  return (
    <form
      className="list-toolbar__filter"
      // A new value from the address (a source line, Back) shows in a fresh box.
      key={value ?? ''}
      onSubmit={(event) => {
        event.preventDefault()
        const typed = new FormData(event.currentTarget).get('source')
        onChange(sourceOf(typeof typed === 'string' ? typed : null))
      }}
    >
      <label>
        <span className="ui-visually-hidden">Source</span>
        <input
          className="ui-field__control"
          type="search"
          name="source"
          defaultValue={value ?? ''}
          placeholder="Any source"
          onChange={(event) => {
            if (event.target.value === '' && value !== null) onChange(null)
          }}
        />
      </label>
    </form>
  )
}
