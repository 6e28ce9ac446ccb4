/** The CRS engine: pure functions, no I/O. Its own issue fills it. */
export const CRS_MAX_SCORE = 1200;
