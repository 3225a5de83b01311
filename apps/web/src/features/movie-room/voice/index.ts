export { AudioUnlockButton } from './components/AudioUnlockButton';
export { DebugAudioButton } from './components/DebugAudioButton';
export { VoiceControls } from './components/VoiceControls';
export { VoiceErrorAlert } from './components/VoiceErrorAlert';
export { VoiceMemberList } from './components/VoiceMemberList';
export { useVoiceChat, type VoiceChat, type VoiceSocket, type UseVoiceChatOptions } from './hooks/useVoiceChat';
