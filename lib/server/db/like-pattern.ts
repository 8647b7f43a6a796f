import 'server-only';
/** An ILIKE pattern matching `text` anywhere, with LIKE's own metacharacters taken literally. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
