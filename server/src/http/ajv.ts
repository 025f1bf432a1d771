/**
 * Ajv's options for every route: a body field the schema does not know is refused (400 naming it)
 * instead of dropped without a word, where the schema says additionalProperties: false.
 */
export const AJV_OPTIONS = { customOptions: { removeAdditional: false as const } };
