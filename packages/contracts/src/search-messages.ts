/** Server messages of GET /api/search. */
export const SEARCH_MESSAGES = {
  'search.queryRequired': { en: 'Type something to search for', vi: 'Hãy nhập nội dung cần tìm' },
  'search.queryTooLong': { en: 'Search for at most 200 characters', vi: 'Nội dung tìm kiếm tối đa 200 ký tự' },
  'search.typeInvalid': {
    en: 'Search in messages, posts, comments, tasks, documents, people or projects',
    vi: 'Chỉ tìm trong tin nhắn, bài viết, bình luận, công việc, tài liệu, mọi người hoặc dự án',
  },
  'search.fromInvalid': { en: 'Choose the author from the list', vi: 'Hãy chọn người viết trong danh sách' },
  'search.inInvalid': {
    en: 'Choose the conversation or project from the list',
    vi: 'Hãy chọn cuộc trò chuyện hoặc dự án trong danh sách',
  },
  'search.dateInvalid': { en: 'Enter a date as YYYY-MM-DD', vi: 'Nhập ngày dạng YYYY-MM-DD' },
  'search.limitInvalid': { en: 'Ask for 1 to 50 results at a time', vi: 'Mỗi lần lấy từ 1 đến 50 kết quả' },
} as const satisfies Record<string, { en: string; vi: string }>;
