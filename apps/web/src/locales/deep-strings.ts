/** The forms Arabic adds to English's `_one` and `_other` (Intl.PluralRules: zero, one, two, few, many, other). */
type ArabicPluralForms<Key> = Key extends `${infer Base}_other` ? `${Base}_${'zero' | 'two' | 'few' | 'many'}` : never;

/**
 * The shape of an English texts object with every leaf a string: what each Arabic texts file must
 * fill in, with all six of Arabic's plural forms for every plural text (i18next's `_other` suffix).
 */
export type DeepStrings<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? DeepStrings<U>[]
    : { [K in keyof T]: DeepStrings<T[K]> } & { [K in ArabicPluralForms<keyof T>]: string };
