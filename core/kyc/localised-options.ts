/** An option of a reference list with labels by locale code. */
export type LabelledOption = Readonly<{ key: string; label?: Readonly<Record<string, string>> }>;

/** A select's option: the stored key and the text shown. */
export type LocalisedOption = Readonly<{ value: string; label: string }>;

/** The label of a reference entry in `locale`, else in English, else its key. */
export function localisedLabel(option: LabelledOption, locale: string): string {
  return option.label?.[locale] ?? option.label?.en ?? option.key;
}

/**
 * A reference list as select options in `locale`, sorted by label in that language's order
 * (spec 2 section 2: the occupation list is localised and sorted).
 */
export function localisedOptions(options: readonly LabelledOption[], locale: string, sorted = true): LocalisedOption[] {
  const shown = options.map((o) => ({ value: o.key, label: localisedLabel(o, locale) }));
  return sorted ? shown.sort((a, b) => a.label.localeCompare(b.label, locale)) : shown;
}
