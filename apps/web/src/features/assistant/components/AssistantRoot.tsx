import { useAssistantChat } from '../hooks/useAssistantChat';
import { AssistantPanel } from './AssistantPanel';

interface AssistantRootProps {
  panelId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The assistant behind the bubble (a chunk of its own, loaded on the first click). It stays mounted
 * after that, so the conversation, the chosen model and a reply in flight outlive the panel closing.
 */
export function AssistantRoot({ panelId, open, onClose }: AssistantRootProps) {
  const chat = useAssistantChat();
  return open ? <AssistantPanel id={panelId} chat={chat} onClose={onClose} /> : null;
}
