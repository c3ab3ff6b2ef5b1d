/** The shape of an English texts object with every leaf a string: what each Arabic texts file must fill in. */
export type DeepStrings<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? DeepStrings<U>[]
    : { [K in keyof T]: DeepStrings<T[K]> };
