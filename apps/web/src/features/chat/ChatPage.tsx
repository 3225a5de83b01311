import { ChatWorkspace } from './components/ChatWorkspace';
import { ChatErrorProvider } from './hooks/ChatErrorProvider';
import { ChatSocketProvider } from './hooks/ChatSocketProvider';

/** The chat page: conversation list, thread and info panel over the /chat connection. */
export function ChatPage() {
  return (
    <ChatSocketProvider>
      <ChatErrorProvider>
        <ChatWorkspace />
      </ChatErrorProvider>
    </ChatSocketProvider>
  );
}
