/** Longest query the modal accepts (spec §5; the engine's own cap would be 512). */
export const MAX_QUERY_LENGTH = 64;
