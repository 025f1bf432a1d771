import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';

// A product's option value as the page's language writes it (issue 26). Values are the catalogue's own text.
// A count of things ('4 cups', '2 persons', '250 pcs') is said in the page's language with its plural ('4 أكواب',
// 'شخصان', '250 قطعة'); a measure ('500g', '128GB', '0.5L', '10000mAh') with the unit's name there ('500 غ',
// '128 غيغابايت', '0.5 لتر'); a size word ('Small') or a child's ages ('2-3Y') in its words ('صغير', '2-3 سنوات'). What is none of these (a shoe size, 'XL',
// an inch mark: '55"') stays as written, in a left-to-right run of its own so the mark stays on the right of its
// number in Arabic too.
const COUNTED = /^(\d{1,6})\s*(cups|persons|pcs)$/;
const MEASURED = /^(\d{1,6}(?:\.\d{1,3})?)\s*(g|kg|ml|L|GB|TB|mAh|W|cm)$/;
const SIZE_WORDS = new Set(['Small', 'Medium', 'Large']);
/** A child's age range in years ('2-3Y'). */
const AGES = /^(\d{1,2})-(\d{1,2})Y$/;

export interface OptionText {
  text: string;
  /** 'ltr' for a value kept as written; undefined (the page's direction) for words of the page's language. */
  dir: 'ltr' | undefined;
}

export function optionText(value: string, t: TFunction): OptionText {
  const trimmed = value.trim();
  const counted = COUNTED.exec(trimmed);
  if (counted !== null) return { text: t(`units.${counted[2] ?? ''}`, { count: Number(counted[1]) }), dir: undefined };
  const measured = MEASURED.exec(trimmed);
  if (measured !== null) return { text: t(`units.measure_${measured[2] ?? ''}`, { number: measured[1] }), dir: undefined };
  if (SIZE_WORDS.has(trimmed)) return { text: t(`sizes.${trimmed}`), dir: undefined };
  const ages = AGES.exec(trimmed);
  if (ages !== null) return { text: t('units.ages', { from: ages[1], to: ages[2] }), dir: undefined };
  return { text: value, dir: 'ltr' };
}

/** The value on its own ("55"" in a chip, a cart line). */
export function OptionValue({ value }: { value: string }) {
  const { t } = useTranslation('catalogue');
  const { text, dir } = optionText(value, t);
  return <bdi dir={dir}>{text}</bdi>;
}

/** A label with the value in its place: `i18nKey` holds <0>{{value}}</0> ("Option: <0>{{value}}</0>"). */
export function OptionLabel({ t, i18nKey, value }: { t: TFunction; i18nKey: string; value: string }) {
  const { t: tc } = useTranslation('catalogue');
  const { text, dir } = optionText(value, tc);
  return <Trans t={t} i18nKey={i18nKey} values={{ value: text }} components={[<bdi key="value" dir={dir} />]} />;
}
