// Place suggestions: the gateway answers none, and the web asks for none, under this length.

/** Place suggestions need at least 2 characters. */
export const MIN_SUGGESTION_INPUT = 2;
