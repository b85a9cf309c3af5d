import type { EnquiryLanguage } from '@studio/contracts'
import { SelectOptions } from '../../components/select-options'
import { LANGUAGE_OPTIONS } from './inbox-url'

interface LanguageFilterProps {
  value: EnquiryLanguage | null
  onChange: (language: EnquiryLanguage | null) => void
}

/** The inbox's language filter: every language, or the messages sent from one language's site. */
export function LanguageFilter({ value, onChange }: LanguageFilterProps) {
  return (
    <label className="list-toolbar__filter">
      <span className="ui-visually-hidden">Language</span>
      <select
        className="ui-field__control"
        value={value ?? ''}
        onChange={(event) => {
          const chosen = LANGUAGE_OPTIONS.find((option) => option.value === event.target.value)
          onChange(chosen?.value || null)
        }}
      >
        <SelectOptions options={LANGUAGE_OPTIONS} />
      </select>
    </label>
  )
}
