/** A translated text's `{{name}}` placeholders filled with `values`; a name not given stays as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A text's forms by count: `one` where the language has a singular ("1 attempt left"), `other` for
 * every other count. Locale files write the singular as `<key>_one` beside `<key>`; a language
 * without one (Burmese) repeats `<key>`. Our languages need no more forms than these two.
 */
export interface CountForms {
  one: string;
  other: string;
}

/** The form for `count` by `language`'s plural rules (Intl.PluralRules). */
export function countForm(forms: CountForms, count: number, language: string): string {
  return new Intl.PluralRules(language).select(count) === 'one' ? forms.one : forms.other;
}
