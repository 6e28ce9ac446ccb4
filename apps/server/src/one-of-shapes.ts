import { z } from 'zod';

/**
 * A request part of one of two shapes, told apart (`isFirst`) before it is checked, so that a 400
 * names the bad fields of the shape sent: a plain union that fails both ways names only the whole
 * part. The API document shows both shapes.
 */
export function oneOfShapes<First extends z.ZodType, Second extends z.ZodType>(
  isFirst: (input: unknown) => boolean,
  first: First,
  second: Second,
) {
  return z.preprocess(
    (input, ctx) => {
      const checked = (isFirst(input) ? first : second).safeParse(input);
      for (const issue of checked.error?.issues ?? []) ctx.addIssue({ ...issue });
      return input;
    },
    z.union([first, second]),
  );
}
