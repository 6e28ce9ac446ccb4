import { z } from 'zod';

/** Lengths past which a report is cut, not refused: a report is only worth having whole enough. */
export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4_000, path: 200, release: 40 } as const;

const cut = (max: number) => z.string().transform((text) => text.slice(0, max));

/**
 * An error the browser met (`POST /api/client-errors`): what failed and where, never who. The page
 * is a path without its query or fragment, and links in the stack lose theirs too (they may carry
 * tokens or e-mail addresses).
 */
export const ClientErrorReportSchema = z.object({
  kind: z.enum(['error', 'unhandledrejection', 'route'], { error: 'validation.outOfRange' }),
  message: cut(CLIENT_ERROR_LIMITS.message),
  stack: cut(CLIENT_ERROR_LIMITS.stack)
    .transform((stack) => stack.replace(/[?#][^\s)]*?(?=:\d+(?::\d+)?(?:\)|\s|$)|\)|\s|$)/g, ''))
    .optional(),
  path: cut(CLIENT_ERROR_LIMITS.path).transform((path) => path.replace(/[?#].*$/, '')),
  release: cut(CLIENT_ERROR_LIMITS.release).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;
