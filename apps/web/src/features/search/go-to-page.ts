import type { ParseKeys } from 'i18next';
import type { LucideIcon } from 'lucide-react';

/** A page of the app the palette can go to (the layout lists them: layout/nav-items.ts). */
export interface GoToPage {
  to: string;
  /** Its name in the navigation. */
  label: ParseKeys;
  /** Another name it is known by, where it has one ("Document" is also "Tài liệu của tôi"). */
  alias?: ParseKeys;
  icon: LucideIcon;
  /** It must load as a new document rather than navigate inside the app. */
  reloadDocument: boolean;
}
