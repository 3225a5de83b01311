import { z } from './zod.js';

/**
 * On a person shown beside their content (an author, a message's sender): present, and true, only for a
 * deleted account. Its name is a placeholder and its avatar empty; clients show "deleted user" instead.
 */
export const deletedMark = z
  .literal(true)
  .optional()
  .describe('Only on a deleted account: show "deleted user" (workspace.deletedUser) and no avatar.');

/** The version of the export's layout (index.json's `formatVersion`); raised when a file changes shape. */
export const ACCOUNT_EXPORT_FORMAT_VERSION = 1;

/** One file or folder of the export, as index.json lists it. */
export const accountExportEntrySchema = z.object({
  path: z.string().describe('A file (profile.json) or a folder (media/, documents/).'),
  description: z.string(),
  items: z.number().describe('Records in a JSON file; files in a folder.'),
});

/** index.json of `GET /api/account/export`, written last so it can count what went before it. */
export const accountExportIndexSchema = z.object({
  format: z.literal('teamhub-account-export'),
  formatVersion: z.literal(ACCOUNT_EXPORT_FORMAT_VERSION),
  generatedAt: z.string(),
  account: z.object({ id: z.string(), username: z.string() }),
  contents: z.array(accountExportEntrySchema),
  /** Files a record names that storage no longer had (left out of the archive). */
  missingFiles: z.array(z.string()),
});
export type AccountExportIndex = z.infer<typeof accountExportIndexSchema>;
