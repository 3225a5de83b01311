import type { ConversationView } from '@teamhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { useActiveConversation } from '../hooks/useActiveConversation';
import { useChatError } from '../hooks/useChatError';
import { useChatRealtime } from '../hooks/useChatRealtime';
import { useConversations } from '../hooks/useConversations';
import type { ChatTab } from '../utils/conversation-list';
import { ChatPlaceholder } from './ChatPlaceholder';
import { ChatThread } from './ChatThread';
import { ConversationSidebar } from './ConversationSidebar';
import { ChatErrorBanner } from './ChatErrorBanner';
import { NewGroupModal } from './NewGroupModal';
import { NewMessageModal } from './NewMessageModal';
import styles from './ChatWorkspace.module.css';

/** The open conversation lives in the URL (?c=id), so a reload or a shared link keeps it. */
const CONVERSATION_PARAM = 'c';
/** A message to open the conversation at (a search hit's link): dropped once it has been found. */
const MESSAGE_PARAM = 'message';
/** A thread to open with the conversation (a thread-reply notification's link). */
const THREAD_PARAM = 'thread';

type Modal = 'message' | 'group' | null;

/** The info panel starts open where there is room for three panes. */
const wideEnoughForInfo = () => typeof window !== 'undefined' && !!window.matchMedia?.('(min-width: 1440px)').matches;

/** List | thread | info: the page's three panes, its modals and its error banner. */
export function ChatWorkspace() {
  const { t } = useTranslation();
  const { showError } = useChatError();
  const [params, setParams] = useSearchParams();
  const activeId = params.get(CONVERSATION_PARAM);
  const landOn = params.get(MESSAGE_PARAM);
  const threadParam = params.get(THREAD_PARAM);
  const conversations = useConversations();
  const list = conversations.data;
  const active = (activeId && list?.find((item) => item._id === activeId)) || null;
  const [tab, setTab] = useState<ChatTab>('all');
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<Modal>(null);
  const [infoOpen, setInfoOpen] = useState(wideEnoughForInfo);

  const select = useCallback(
    (id: string | null, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(CONVERSATION_PARAM, id);
          else next.delete(CONVERSATION_PARAM);
          next.delete(MESSAGE_PARAM);
          next.delete(THREAD_PARAM);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const close = useCallback(() => select(null, true), [select]);
  // Replaced, not pushed: Back leaves the conversation as before, and a reload does not jump again.
  const landed = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(MESSAGE_PARAM);
          next.delete(THREAD_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useChatRealtime(activeId, close);
  useActiveConversation(active ? active._id : null);

  useEffect(() => {
    if (conversations.isError) showError(t('chat.errors.loadConversations'));
  }, [conversations.isError, showError, t]);

  // A link to a conversation the list does not hold (gone, or never ours): say so once, then drop it.
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  });
  // A message link says which of the two is gone: the message is what was asked for.
  const linkedMessage = !!landOn;
  useEffect(() => {
    if (!activeId || !conversations.isSuccess) return;
    if (listRef.current?.some((item) => item._id === activeId)) return;
    showError(t(linkedMessage ? 'chat.messageUnavailable' : 'chat.errors.loadConversation'));
    close();
  }, [activeId, conversations.isSuccess, close, showError, t, linkedMessage]);

  // Under 768 px only one pane shows: the thread while a conversation is open (or loading).
  const showsThread = !!active || (!!activeId && conversations.isPending);

  // From a modal: show the new conversation where it can be seen, whatever tab or search was on.
  const opened = (conversation: ConversationView) => {
    setModal(null);
    setTab('all');
    setSearch('');
    select(conversation._id);
  };

  return (
    <div className={styles.page} data-open={showsThread ? 'true' : 'false'} data-testid="chat-page">
      <div className={styles.sidebar}>
        <ConversationSidebar
          conversations={list ?? []}
          status={conversations.isPending ? 'loading' : conversations.isError && !list ? 'error' : 'ready'}
          onRetry={() => void conversations.refetch()}
          activeId={activeId}
          onSelect={(id) => select(id)}
          onOpened={(conversation) => select(conversation._id)}
          tab={tab}
          onTabChange={setTab}
          search={search}
          onSearchChange={setSearch}
          onNewMessage={() => setModal('message')}
          onNewGroup={() => setModal('group')}
        />
      </div>
      <div className={styles.main}>
        {active ? (
          <ChatThread
            key={active._id}
            conversation={active}
            infoOpen={infoOpen}
            onToggleInfo={() => setInfoOpen((open) => !open)}
            onBack={() => select(null)}
            onClosed={close}
            landOn={landOn}
            onLanded={landed}
            initialThreadId={threadParam}
          />
        ) : activeId && conversations.isPending ? (
          <div className={styles.loading}>
            <Spinner label={t('chat.loadingMessages')} />
          </div>
        ) : (
          <ChatPlaceholder onStart={() => setModal('message')} />
        )}
      </div>
      <ChatErrorBanner />
      {modal === 'message' && (
        <NewMessageModal onClose={() => setModal(null)} onOpened={opened} onNewGroup={() => setModal('group')} />
      )}
      {modal === 'group' && <NewGroupModal onClose={() => setModal(null)} onCreated={opened} />}
    </div>
  );
}
