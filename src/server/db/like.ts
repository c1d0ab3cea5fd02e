/**
 * An ILIKE pattern matching `text` anywhere: `%`, `_` and `\` typed into a search box are searched
 * for literally, not taken as wildcards.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
