/** What an empty programme day says, on the home page and on an archived edition's page. */
export const EMPTY_DAY_TEXT = "Eventi in via di definizione";
