/** A text (or any value) written in both languages of the product. */
export interface Localized<T> {
  readonly en: T;
  readonly fr: T;
}
