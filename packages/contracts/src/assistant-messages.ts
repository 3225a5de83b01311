/** The AI assistant's server messages (validation, and each error type's text and suggestion), in both languages. */
export const ASSISTANT_MESSAGES = {
  'assistant.messageRequired': { en: 'Type a question first', vi: 'Vui lòng nhập câu hỏi' },
  'assistant.messageTooLong': {
    en: 'A question can be at most 4000 characters',
    vi: 'Câu hỏi tối đa 4000 ký tự',
  },
  'assistant.conversationIdInvalid': {
    en: 'The conversation id must look like conv_{timestamp}_{random}',
    vi: 'Mã cuộc trò chuyện phải có dạng conv_{timestamp}_{random}',
  },
  'assistant.retryInvalid': { en: 'retry must be true or false', vi: 'retry phải là true hoặc false' },
  'assistant.conversationNotFound': {
    en: 'This AI conversation does not exist',
    vi: 'Không tìm thấy cuộc trò chuyện AI này',
  },
  'assistant.error.sonar_api_error': {
    en: 'The Perplexity (sonar) service answered with an error.',
    vi: 'Dịch vụ Perplexity (sonar) trả về lỗi.',
  },
  'assistant.error.sonar_rate_limit': {
    en: 'Perplexity (sonar) is receiving too many requests.',
    vi: 'Perplexity (sonar) đang nhận quá nhiều yêu cầu.',
  },
  'assistant.error.ollama_not_running': {
    en: 'The Ollama server is not running.',
    vi: 'Máy chủ Ollama chưa chạy.',
  },
  'assistant.error.model_not_found': {
    en: 'The AI model is not installed on the server.',
    vi: 'Mô hình AI chưa được cài trên máy chủ.',
  },
  'assistant.error.connection_failed': {
    en: 'Could not connect to the AI service.',
    vi: 'Không thể kết nối đến dịch vụ AI.',
  },
  'assistant.error.out_of_memory': {
    en: 'The AI server ran out of memory.',
    vi: 'Máy chủ AI không đủ bộ nhớ.',
  },
  'assistant.error.timeout': { en: 'The AI took too long to answer.', vi: 'AI phản hồi quá lâu.' },
  'assistant.error.model_not_loaded': {
    en: 'The AI model is still loading.',
    vi: 'Mô hình AI đang được tải.',
  },
  'assistant.error.quota_exceeded': {
    en: 'You have used all of today’s AI questions.',
    vi: 'Bạn đã dùng hết lượt hỏi AI hôm nay.',
  },
  'assistant.error.rate_limited': {
    en: 'You are asking too quickly.',
    vi: 'Bạn đang gửi câu hỏi quá nhanh.',
  },
  'assistant.error.provider_rate_limited': {
    en: 'The AI provider is limiting requests right now.',
    vi: 'Nhà cung cấp AI đang giới hạn số yêu cầu.',
  },
  'assistant.suggestion.sonar_api_error': {
    en: 'Check PERPLEXITY_API_KEY, or choose another model.',
    vi: 'Kiểm tra PERPLEXITY_API_KEY hoặc chọn mô hình khác.',
  },
  'assistant.suggestion.sonar_rate_limit': {
    en: 'Wait a minute, or choose another model.',
    vi: 'Đợi một phút hoặc chọn mô hình khác.',
  },
  'assistant.suggestion.ollama_not_running': {
    en: 'Start Ollama (ollama serve), or choose another model.',
    vi: 'Hãy khởi động Ollama (ollama serve) hoặc chọn mô hình khác.',
  },
  'assistant.suggestion.model_not_found': {
    en: 'Pull the model on the server with “ollama pull”, or choose another model.',
    vi: 'Hãy tải mô hình trên máy chủ bằng “ollama pull” hoặc chọn mô hình khác.',
  },
  'assistant.suggestion.connection_failed': {
    en: 'Check the AI service settings and try again.',
    vi: 'Kiểm tra cấu hình dịch vụ AI rồi thử lại.',
  },
  'assistant.suggestion.out_of_memory': {
    en: 'Use a smaller model, or free memory on the AI server.',
    vi: 'Dùng mô hình nhỏ hơn hoặc giải phóng bộ nhớ trên máy chủ AI.',
  },
  'assistant.suggestion.timeout': {
    en: 'Try again with a shorter question.',
    vi: 'Hãy thử lại với câu hỏi ngắn hơn.',
  },
  'assistant.suggestion.model_not_loaded': {
    en: 'Try again in 30–60 seconds.',
    vi: 'Vui lòng thử lại sau 30-60 giây.',
  },
  'assistant.suggestion.quota_exceeded': {
    en: 'Your questions reset at 7:00 AM tomorrow.',
    vi: 'Lượt hỏi sẽ được đặt lại lúc 7:00 sáng mai.',
  },
  'assistant.suggestion.rate_limited': {
    en: 'Wait 30 seconds and try again.',
    vi: 'Vui lòng đợi 30 giây rồi thử lại.',
  },
  'assistant.suggestion.provider_rate_limited': {
    en: 'Try again in 1–2 minutes, or switch model.',
    vi: 'Thử lại sau 1-2 phút hoặc chuyển mô hình khác.',
  },
  'assistant.error.keyRefused': {
    en: 'The AI service refused the API key, or the account has no credits left.',
    vi: 'Dịch vụ AI từ chối khóa API, hoặc tài khoản đã hết tín dụng.',
  },
  'assistant.error.notConfigured': {
    en: 'This AI service is not set up on the server.',
    vi: 'Dịch vụ AI này chưa được cấu hình trên máy chủ.',
  },
  'assistant.error.localRuntimeMissing': {
    en: 'The in-process model runtime (node-llama-cpp) is not installed on the server.',
    vi: 'Máy chủ chưa cài bộ chạy mô hình nội bộ (node-llama-cpp).',
  },
  'assistant.suggestion.setEnv': {
    en: 'Set {name} on the server, or choose another model.',
    vi: 'Hãy đặt {name} trên máy chủ hoặc chọn mô hình khác.',
  },
  'assistant.suggestion.checkEnv': {
    en: 'Check {name} on the server, or choose another model.',
    vi: 'Kiểm tra {name} trên máy chủ hoặc chọn mô hình khác.',
  },
  'assistant.suggestion.checkKey': {
    en: 'Check {name} and the account’s credits, or choose another model.',
    vi: 'Kiểm tra {name} và tín dụng của tài khoản, hoặc chọn mô hình khác.',
  },
  'assistant.suggestion.installLocalRuntime': {
    en: 'Run “npm install node-llama-cpp” on the server, or choose another model.',
    vi: 'Hãy chạy “npm install node-llama-cpp” trên máy chủ hoặc chọn mô hình khác.',
  },
  'assistant.suggestion.retryAfterSeconds': {
    en: 'Try again in {seconds} seconds, or choose another model.',
    vi: 'Thử lại sau {seconds} giây hoặc chọn mô hình khác.',
  },
  'assistant.suggestion.quotaResetsToday': {
    en: 'Your questions reset at 7:00 AM today.',
    vi: 'Lượt hỏi sẽ được đặt lại lúc 7:00 sáng nay.',
  },
} as const satisfies Record<string, { en: string; vi: string }>;
