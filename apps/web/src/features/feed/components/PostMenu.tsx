import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MenuList } from '../../../components/MenuList';
import { useMenuButton } from '../../../components/useMenuButton';
import styles from './PostMenu.module.css';

export type PostAction = 'edit' | 'delete';

/**
 * The author's ⋯ menu on their own post: Edit and Delete. Arrow keys move between entries, Escape and
 * a click outside close it; choosing an entry hands focus back to the ⋯ button first, so the dialog
 * it opens returns focus there when it closes. It opens below the button, over the post's media: the
 * card is always taller than two entries, so no floating placement (and its library, which the feed's
 * first load would pay for) is needed.
 */
export function PostMenu({ onChoose }: { onChoose: (action: PostAction) => void }) {
  const { t } = useTranslation();
  const { open, setOpen, id, rootRef, buttonRef, close, onKeyDown, buttonProps } = useMenuButton();
  const choose = (action: PostAction) => {
    close();
    onChoose(action);
  };
  const entries = [
    {
      label: t('post.edit'),
      icon: <Pencil size={16} aria-hidden="true" />,
      testId: 'post-menu-edit',
      onSelect: () => choose('edit'),
    },
    {
      label: t('post.delete'),
      icon: <Trash2 size={16} aria-hidden="true" />,
      danger: true,
      testId: 'post-menu-delete',
      onSelect: () => choose('delete'),
    },
  ];

  return (
    <div className={styles.root} ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-label={t('post.options')}
        title={t('post.options')}
        {...buttonProps}
        onClick={() => setOpen((value) => !value)}
        data-testid="post-menu"
      >
        <MoreHorizontal size={20} aria-hidden="true" />
      </button>
      {open && <MenuList id={id} label={t('post.options')} entries={entries} classes={styles} />}
    </div>
  );
}
