import type { MessageView } from '@teamhub/contracts';
import { useCallback, useState } from 'react';
import { useMessageActions } from './useMessageActions';

/**
 * What a message list lets one do to its messages, the same in a conversation and in a thread: the
 * message being answered, the one being edited (replying ends an edit), and the one whose delete waits
 * for its confirmation. `list` is for the MessageList.
 */
export function useMessageEditing() {
  const { edit } = useMessageActions();
  const [replyTo, setReplyTo] = useState<MessageView | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MessageView | null>(null);
  const onReply = useCallback((message: MessageView) => {
    setEditingId(null);
    setReplyTo(message);
  }, []);
  const onEdit = useCallback((message: MessageView) => setEditingId(message._id), []);
  const onSaveEdit = useCallback(
    async (message: MessageView, content: string) => {
      if (await edit(message, content)) setEditingId(null);
    },
    [edit],
  );
  const onCancelEdit = useCallback(() => setEditingId(null), []);
  const cancelReply = useCallback(() => setReplyTo(null), []);
  const cancelDelete = useCallback(() => setDeleting(null), []);

  return {
    replyTo,
    cancelReply,
    editingId,
    deleting,
    cancelDelete,
    list: { editingId, onReply, onEdit, onDelete: setDeleting, onSaveEdit, onCancelEdit },
  };
}
