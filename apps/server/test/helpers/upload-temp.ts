import { readdirSync } from 'node:fs';
import path from 'node:path';

const namesIn = (folder: string) => {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
};

/** Every file in the processes' temp folders under `tempRoot`, as `tmp/<folder>/<name>`: uploads in flight. */
export function tempFiles(tempRoot: string): string[] {
  return namesIn(tempRoot).flatMap((folder) =>
    namesIn(path.join(tempRoot, folder)).map((name) => `tmp/${folder}/${name}`),
  );
}
