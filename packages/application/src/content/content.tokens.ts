/** Inversify tokens of the content ports (use cases are bound by their class). */
export const CONTENT_TOKENS = {
  /** OrganizationRepository: organizations, their white labels and contract content. */
  Organizations: Symbol.for('tripx.content.Organizations'),
} as const;
