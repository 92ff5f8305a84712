import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface MarkdownFile {
  /** The file name, e.g. `service-v1.md`. */
  file: string;
  text: string;
}

/**
 * Every `*.md` file directly in `dir`, by name; null when the folder does not exist (each
 * importer words that for its own variable). The articles and the terms are read this way.
 */
export async function readMarkdownFolder(dir: string): Promise<MarkdownFile[] | null> {
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A name too long for the file system cannot be a folder either (the fuzz suite sends one).
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG') return null;
    throw error;
  }
  return Promise.all(
    names.map(async (file) => ({ file, text: await readFile(path.join(dir, file), 'utf8') })),
  );
}
