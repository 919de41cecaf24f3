/** Codes of the destination selector (spec 5.5, 8); each is also a label key. */
export const DESTINATION_CODES = ['required', 'invalidLocation', 'duplicateDestination'] as const;
export type DestinationCode = (typeof DESTINATION_CODES)[number];
