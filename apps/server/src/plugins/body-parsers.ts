import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * The deepest nesting of arrays and objects a JSON body may have. Ours need a handful of levels;
 * thousands would overflow the stack of whatever walks the value next (validation,
 * `JSON.stringify`), a 500 from a few kilobytes of brackets.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether `text` nests arrays or objects deeper than `maxDepth`, brackets inside strings aside. */
export function isNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (isInString) {
      if (char === 0x5c)
        index++; // a backslash escapes the next character
      else if (char === 0x22) isInString = false;
    } else if (char === 0x22) {
      isInString = true;
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return false;
}

/**
 * JSON bodies, as `application/json` and as the spec's `application/json-patch+json` (plain JSON
 * documents too): Fastify's own parser (prototype poisoning refused), after a check of their depth.
 */
export function registerBodyParsers(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', 'application/json-patch+json'],
    { parseAs: 'string' },
    (request, body: string, done) => {
      if (isNestedDeeperThan(body, MAX_JSON_DEPTH)) {
        return done(
          new AppError(
            'request.invalid',
            `Invalid request: the JSON body nests arrays or objects deeper than ${MAX_JSON_DEPTH} levels.`,
          ),
          undefined,
        );
      }
      parseJson(request, body, done);
    },
  );
}
