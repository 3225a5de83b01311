import {
  EmojiPicker,
  type EmojiPickerListCategoryHeaderProps,
  type EmojiPickerListEmojiProps,
  type EmojiPickerListRowProps,
} from 'frimousse';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import styles from './EmojiPickerDialog.module.css';

/**
 * Where the picker's data is served from our own origin (vite-plugins/emoji-data.ts writes it there):
 * never a CDN, which the CSP forbids and a self-hosted team may not reach.
 */
const EMOJI_DATA_URL = '/emojibase';

interface EmojiPickerDialogProps {
  onPick: (emoji: string) => void;
  onClose: () => void;
}

const CategoryHeader = ({ category, ...props }: EmojiPickerListCategoryHeaderProps) => (
  <div className={styles.category} {...props}>
    {category.label}
  </div>
);

/** frimousse 0.4 numbers its grid's rows and cells from 0; ARIA's indexes start at 1 (axe: critical). */
const ariaIndex = (value: unknown) => (value === undefined ? undefined : Number(value) + 1);

const Row = ({ children, ...props }: EmojiPickerListRowProps) => (
  <div {...props} aria-rowindex={ariaIndex(props['aria-rowindex'])}>
    {children}
  </div>
);

/**
 * The glyph as shown: a variation selector after an emoji that is drawn as one anyway is dropped (it
 * changes nothing on screen, and axe reads it as text missing from the button's name). What is picked
 * is still the emoji as the data has it.
 */
const glyphOf = (emoji: string) => emoji.replace(/(\p{Emoji_Presentation})\uFE0F/gu, '$1');

// The glyph is hidden from assistive technology: the button is named by the emoji's label alone.
const Emoji = ({ emoji, ...props }: EmojiPickerListEmojiProps) => (
  <button
    className={styles.emoji}
    data-active={emoji.isActive ? 'true' : undefined}
    {...props}
    aria-colindex={ariaIndex(props['aria-colindex'])}
  >
    <span aria-hidden="true">{glyphOf(emoji.emoji)}</span>
  </button>
);

/**
 * The full emoji picker (frimousse, headless, styled here), in the interface language. Loaded only when
 * opened (MessageList imports it lazily), so neither the library nor its data weigh on the first route.
 * The search field takes the focus; the arrow keys move through the emojis and Enter picks one.
 */
export default function EmojiPickerDialog({ onPick, onClose }: EmojiPickerDialogProps) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog
      title={t('chat.reactions.pickerTitle')}
      closeLabel={t('chat.close')}
      onClose={onClose}
      className={styles.dialog}
    >
      <EmojiPicker.Root
        className={styles.picker}
        locale={i18n.language.startsWith('vi') ? 'vi' : 'en'}
        emojibaseUrl={EMOJI_DATA_URL}
        columns={8}
        onEmojiSelect={({ emoji }) => {
          onClose();
          onPick(emoji);
        }}
        data-testid="emoji-picker"
      >
        <EmojiPicker.Search
          className={styles.search}
          placeholder={t('chat.reactions.search')}
          aria-label={t('chat.reactions.search')}
          // The attribute itself (React's autoFocus only focuses on mount): the dialog, opened after
          // this mounts, gives the focus to its [autofocus] element instead of its close button.
          ref={(node) => node?.setAttribute('autofocus', '')}
        />
        {/* Focusable, so the list scrolls from the keyboard too (and axe's scrollable-region rule holds). */}
        <EmojiPicker.Viewport className={styles.viewport} tabIndex={0} aria-label={t('chat.reactions.pickerTitle')}>
          <EmojiPicker.Loading className={styles.status}>{t('chat.reactions.loadingPicker')}</EmojiPicker.Loading>
          <EmojiPicker.Empty className={styles.status}>{t('chat.reactions.noMatch')}</EmojiPicker.Empty>
          <EmojiPicker.List className={styles.list} components={{ CategoryHeader, Row, Emoji }} />
        </EmojiPicker.Viewport>
      </EmojiPicker.Root>
    </Dialog>
  );
}
