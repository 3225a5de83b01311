import { Bot, Database, FolderKanban, Globe, Palette, Plug, Smartphone, type LucideIcon } from 'lucide-react';

/** Keywords looked for in a project's name, first match wins (whole words, any case, accents ignored). */
const RULES: readonly (readonly [RegExp, LucideIcon])[] = [
  [/\b(web|website|site|landing|frontend)\b/, Globe],
  [/\b(app|apps|mobile|ios|android)\b/, Smartphone],
  [/\b(design|ui|ux|brand|thiet ke|giao dien)\b/, Palette],
  [/\b(api|backend|server|integration)\b/, Plug],
  [/\b(data|database|db|analytics|du lieu|bao cao)\b/, Database],
  [/\b(ai|ml|bot|chatbot|model|gpt)\b/, Bot],
];

/** Folds Vietnamese accents so 'Thiết kế' matches 'thiet ke'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

/** The icon a project is shown with, chosen by keywords in its name (spec 2); a kanban folder otherwise. */
export function projectIcon(name: string): LucideIcon {
  const folded = fold(name);
  return RULES.find(([pattern]) => pattern.test(folded))?.[1] ?? FolderKanban;
}
