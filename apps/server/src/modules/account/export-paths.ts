/** Names of files inside the export archive: safe on every system, and never two alike. */

// Path separators, characters Windows refuses in names, and control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[/\\:*?"<>|\u0000-\u001f\u007f]/gu;

/** A user's file or folder name as one path segment. */
export function safeSegment(name: string): string {
  const cleaned = name.replace(UNSAFE, '_').trim().slice(0, 150);
  return cleaned === '' || /^\.+$/u.test(cleaned) ? '_' : cleaned;
}

/** Gives each path once: a second `a/b.pdf` becomes `a/b (2).pdf`. */
export function uniquePaths(): (path: string) => string {
  const used = new Set<string>();
  return (path) => {
    let candidate = path;
    const slash = path.lastIndexOf('/');
    const dot = path.lastIndexOf('.');
    const [stem, extension] = dot > slash + 1 ? [path.slice(0, dot), path.slice(dot)] : [path, ''];
    for (let copy = 2; used.has(candidate.toLowerCase()); copy += 1) candidate = `${stem} (${copy})${extension}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
}

/** Each folder's path from the top (`Work/Reports`), from the rows of one person's folders. */
export function folderPaths(folders: { id: string; name: string; parentId: string | null }[]): Map<string, string> {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const paths = new Map<string, string>();
  const pathOf = (id: string, seen: Set<string>): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const folder = byId.get(id);
    if (!folder) return '';
    const parent = folder.parentId && !seen.has(folder.parentId) ? pathOf(folder.parentId, seen.add(id)) : '';
    const path = parent ? `${parent}/${safeSegment(folder.name)}` : safeSegment(folder.name);
    paths.set(id, path);
    return path;
  };
  for (const folder of folders) pathOf(folder.id, new Set());
  return paths;
}
