import { z } from 'zod';

/*
 * Pieces of the YAML front matter of content files (content/curations, content/terms). Messages
 * are for the editor reading the import report, in English like the rest of the operator CLI.
 */

/** 'YYYY-MM-DD' that names a real day (2026-02-30 does not). */
export const day = z
  .string({ error: 'a date YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a date YYYY-MM-DD' })
  .refine((text) => new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), {
    error: 'not a day of the calendar',
  });

/** The first problems of a front matter that does not parse, one line: "products: 2–6 product ids". */
export function frontMatterProblems(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const where = issue.path.join('.');
      const message =
        issue.code === 'unrecognized_keys' ? `unknown key ${issue.keys.join(', ')}` : issue.message;
      return where ? `${where}: ${message}` : message;
    })
    .join('; ');
}
