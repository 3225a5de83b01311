import type { Language, NotificationAction, TaskStatus } from '@teamhub/contracts';

/**
 * Every sentence the built-in assistant writes, in both languages. Arguments arrive already escaped
 * for markdown (see answer-format `inline`); links are built by the answers. `sources` is the
 * exception: its names of things are plain text, written into a link's label or title, and into what
 * a language model reads.
 */
export interface AssistantTexts {
  andMore: (count: number) => string;
  moreAvailable: string;
  nothingMore: string;
  tasks: {
    heading: (open: number, overdue: number) => string;
    none: string;
    overdue: (day: string) => string;
    dueToday: string;
    dueTomorrow: string;
    dueOn: (day: string) => string;
    noDue: string;
    status: Record<TaskStatus, string>;
    highPriority: string;
    seeAll: string;
  };
  unread: {
    heading: (conversations: number, messages: number) => string;
    none: string;
    count: (unread: number) => string;
    muted: string;
    attachment: string;
    mentionsHeading: (username: string, days: number) => string;
    mentionsNone: (username: string, days: number) => string;
    mentionIn: (sender: string, conversation: string) => string;
    /** In a post's caption or a comment, linked to `path`. */
    mentionInFeed: (sender: string, kind: 'post' | 'comment', path: string) => string;
    unreadTag: string;
  };
  notifications: {
    heading: (unread: number) => string;
    none: string;
    action: Record<NotificationAction, (name: string, project: string) => string>;
    unreadTag: string;
    seeAll: string;
  };
  search: {
    heading: (terms: string) => string;
    latestDocuments: string;
    latestPosts: string;
    latestAll: string;
    documents: string;
    posts: string;
    /** Nothing in the workspace matches (also the answer when a model is not asked to guess). */
    none: (terms: string) => string;
    noneLatest: string;
    postBy: (author: string) => string;
    noCaption: string;
    tip: string;
  };
  /** What a thing found is, as its source line, citation and the context a model reads name it. */
  sources: {
    message: (author: string, conversation: string) => string;
    /** A message in a direct conversation, named after the person who wrote it. */
    directMessage: (author: string) => string;
    post: (author: string) => string;
    comment: (author: string) => string;
    task: (title: string) => string;
    document: (name: string) => string;
    page: (page: number) => string;
    person: (name: string) => string;
    project: (name: string) => string;
    /** Above the list of sources after a model's answer. */
    heading: string;
    /** A citation's accessible name: "Nguồn 1: Tin nhắn của An trong “Nhóm thiết kế”, 12 thg 3, 10:00". */
    citation: (number: number, label: string) => string;
  };
  summary: {
    heading: (conversation: string) => string;
    /** `from` and `to`: the first and last message's times, formatted (equal: all in the same minute). */
    stats: (count: number, from: string, to: string, people: number, names: string) => string;
    keyMessages: string;
    method: string;
    empty: (conversation: string) => string;
    notFound: (target: string) => string;
    which: string;
    recent: string;
    alsoMatched: (names: string) => string;
  };
  help: {
    greeting: string;
    notUnderstood: string;
    intro: string;
    examples: string[];
    moreTip: string;
    models: string;
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const vi: AssistantTexts = {
  andMore: (count) => `…và ${count} mục khác. Gõ “thêm” để xem tiếp.`,
  moreAvailable: 'Còn nữa: gõ “thêm” để xem tiếp.',
  nothingMore: 'Không còn mục nào nữa.',
  tasks: {
    heading: (open, overdue) =>
      `**Việc được giao cho bạn**: ${open} việc chưa xong${overdue > 0 ? `, trong đó ${overdue} việc quá hạn` : ''}.`,
    none: 'Bạn không có việc nào chưa xong được giao. 🎉',
    overdue: (day) => `**quá hạn** (hạn ${day})`,
    dueToday: '**hạn hôm nay**',
    dueTomorrow: 'hạn ngày mai',
    dueOn: (day) => `hạn ${day}`,
    noDue: 'chưa đặt hạn',
    status: { todo: 'Cần làm', in_progress: 'Đang làm', review: 'Đang duyệt', done: 'Hoàn thành' },
    highPriority: 'ưu tiên cao',
    seeAll: 'Xem tất cả tại [Việc của tôi](/projects?view=mine).',
  },
  unread: {
    heading: (conversations, messages) =>
      `**Tin nhắn chưa đọc**: ${messages} tin trong ${conversations} cuộc trò chuyện.`,
    none: 'Bạn đã đọc hết tin nhắn. ✅',
    count: (unread) => `${unread} chưa đọc`,
    muted: 'đã tắt thông báo',
    attachment: '(tệp đính kèm)',
    mentionsHeading: (username, days) => `**Nhắc đến bạn** (@${username}) trong ${days} ngày qua:`,
    mentionsNone: (username, days) => `Không ai nhắc đến @${username} trong ${days} ngày qua.`,
    mentionIn: (sender, conversation) => `**${sender}** trong ${conversation}`,
    mentionInFeed: (sender, kind, path) =>
      `**${sender}** trong [${kind === 'post' ? 'một bài viết' : 'một bình luận'}](${path})`,
    unreadTag: '_chưa đọc_',
  },
  notifications: {
    heading: (unread) => `**Thông báo gần đây** (${unread} chưa đọc):`,
    none: 'Bạn chưa có thông báo nào.',
    action: {
      'post-like': (name) => `**${name}** đã thích bài viết của bạn`,
      'post-comment': (name) => `**${name}** đã bình luận về bài viết của bạn`,
      'comment-reply': (name) => `**${name}** đã trả lời bình luận của bạn`,
      'comment-like': (name) => `**${name}** đã thích bình luận của bạn`,
      follow: (name) => `**${name}** đã bắt đầu theo dõi bạn`,
      'new-post': (name) => `**${name}** vừa đăng bài viết mới`,
      'new-story': (name) => `**${name}** vừa đăng tin mới`,
      'project-invite': (name, project) => `**${name}** đã mời bạn vào dự án **${project}**`,
      'message-reaction': (name) => `**${name}** đã bày tỏ cảm xúc về tin nhắn của bạn`,
      'thread-reply': (name) => `**${name}** đã trả lời trong một chuỗi bạn tham gia`,
      'message-mention': (name) => `**${name}** đã nhắc đến bạn trong một tin nhắn`,
      'post-mention': (name) => `**${name}** đã nhắc đến bạn trong một bài viết`,
      'comment-mention': (name) => `**${name}** đã nhắc đến bạn trong một bình luận`,
      'task-comment-mention': (name, task) => `**${name}** đã nhắc đến bạn trong bình luận của task **${task}**`,
      'task-assigned': (name, task) => `**${name}** đã giao cho bạn task **${task}**`,
      'task-unassigned': (name, task) => `**${name}** đã bỏ giao bạn khỏi task **${task}**`,
      'task-status': (name, task) => `**${name}** đã đổi trạng thái task **${task}** của bạn`,
      'task-due-date': (name, task) => `**${name}** đã đổi hạn chót task **${task}** của bạn`,
      'task-due-soon': (_name, task) => `Task **${task}** đến hạn vào ngày mai`,
      'task-overdue': (_name, task) => `Task **${task}** đã quá hạn`,
    },
    unreadTag: '_chưa đọc_',
    seeAll: 'Xem tất cả tại [Thông báo](/notifications).',
  },
  search: {
    heading: (terms) => `**Kết quả tìm “${terms}”** (phù hợp nhất trước):`,
    latestDocuments: '**Tài liệu mới nhất của bạn**',
    latestPosts: '**Bài viết mới nhất**',
    latestAll: '**Tài liệu và bài viết mới nhất**',
    documents: 'Tài liệu của bạn:',
    posts: 'Bài viết:',
    none: (terms) => `Mình không tìm thấy gì trong không gian làm việc của bạn khớp với “${terms}”.`,
    noneLatest: 'Chưa có gì để hiển thị.',
    postBy: (author) => `bài của **${author}**`,
    noCaption: '(không có chú thích)',
    tip: 'Mẹo: đặt cụm từ trong ngoặc kép để tìm đúng cụm đó, ví dụ: Tìm tài liệu "kế hoạch quý".',
  },
  sources: {
    message: (author, conversation) => `Tin nhắn của ${author} trong “${conversation}”`,
    directMessage: (author) => `Tin nhắn của ${author}`,
    post: (author) => `Bài viết của ${author}`,
    comment: (author) => `Bình luận của ${author}`,
    task: (title) => `Việc “${title}”`,
    document: (name) => `Tài liệu “${name}”`,
    page: (page) => `trang ${page}`,
    person: (name) => `Thành viên ${name}`,
    project: (name) => `Dự án “${name}”`,
    heading: '**Nguồn**',
    citation: (number, label) => `Nguồn ${number}: ${label}`,
  },
  summary: {
    heading: (conversation) => `**Tóm tắt ${conversation}**`,
    stats: (count, from, to, people, names) =>
      `${count} tin nhắn ${from === to ? `lúc ${from}` : `từ ${from} đến ${to}`}, ${people} người tham gia: ${names}.`,
    keyMessages: 'Các tin nhắn chính:',
    method:
      '_Tóm tắt trích xuất: mình chọn các tin nhắn nhiều thông tin nhất trong tối đa 100 tin gần nhất, không dùng mô hình ngôn ngữ._',
    empty: (conversation) => `${conversation} chưa có tin nhắn nào bạn xem được.`,
    notFound: (target) =>
      `Mình không tìm thấy cuộc trò chuyện “${target}” trong các cuộc trò chuyện bạn đang tham gia.`,
    which: 'Bạn muốn tóm tắt cuộc trò chuyện nào? Ví dụ: “Tóm tắt cuộc trò chuyện với lan” hoặc “Tóm tắt #Nhóm dự án”.',
    recent: 'Các cuộc trò chuyện gần đây của bạn:',
    alsoMatched: (names) => `Cũng khớp: ${names}.`,
  },
  help: {
    greeting: 'Xin chào! Mình là **Hypo**, trợ lý có sẵn của TeamHub.',
    notUnderstood:
      'Mình chưa hiểu câu hỏi này. Mình là trợ lý có sẵn của TeamHub, **không dùng mô hình ngôn ngữ**, nên chỉ trả lời được một số câu hỏi về không gian làm việc của bạn.',
    intro:
      'Máy chủ hiện chưa kết nối mô hình ngôn ngữ nào, nên mình không trò chuyện tự do được. Mình trả lời từ chính dữ liệu của bạn, và chỉ những gì bạn tự mở được:',
    examples: [
      '**Việc của bạn**: “Tôi có việc gì sắp đến hạn?”, “cong viec cua toi”',
      '**Tin nhắn chưa đọc và lượt nhắc đến**: “Tin nhắn chưa đọc”, “Ai nhắc đến tôi?”',
      '**Thông báo**: “Thông báo mới nhất”',
      '**Tìm mọi thứ** (tin nhắn, bài viết, việc, tài liệu và cả nội dung trong tài liệu): “Tìm tài liệu ngân sách”, “tim tin nhan ve hop”, “Tìm bài viết về \\"team building\\"”',
      '**Tóm tắt cuộc trò chuyện**: “Tóm tắt cuộc trò chuyện với lan”, “Tóm tắt \\#Nhóm dự án”',
    ],
    moreTip: 'Sau một danh sách, gõ “thêm” để xem tiếp.',
    models:
      'Quản trị viên có thể kết nối một mô hình ngôn ngữ: Ollama (`OLLAMA_URL`, `OLLAMA_MODEL`) hoặc một dịch vụ tương thích OpenAI (`OPENROUTER_API_KEY`, `PERPLEXITY_API_KEY`, `OPENAI_BASE_URL`).',
  },
};

const en: AssistantTexts = {
  andMore: (count) => `…and ${count} more. Type “more” to see them.`,
  moreAvailable: 'There is more: type “more” to see it.',
  nothingMore: 'Nothing more to show.',
  tasks: {
    heading: (open, overdue) =>
      `**Tasks assigned to you**: ${plural(open, 'open task', 'open tasks')}${overdue > 0 ? `, ${overdue} overdue` : ''}.`,
    none: 'You have no open tasks assigned to you. 🎉',
    overdue: (day) => `**overdue** (due ${day})`,
    dueToday: '**due today**',
    dueTomorrow: 'due tomorrow',
    dueOn: (day) => `due ${day}`,
    noDue: 'no due date',
    status: { todo: 'To do', in_progress: 'In progress', review: 'In review', done: 'Done' },
    highPriority: 'high priority',
    seeAll: 'See them all in [My tasks](/projects?view=mine).',
  },
  unread: {
    heading: (conversations, messages) =>
      `**Unread messages**: ${plural(messages, 'message', 'messages')} in ${plural(conversations, 'conversation', 'conversations')}.`,
    none: 'You are all caught up: no unread messages. ✅',
    count: (unread) => `${unread} unread`,
    muted: 'muted',
    attachment: '(attachment)',
    mentionsHeading: (username, days) => `**Mentions of you** (@${username}) in the last ${days} days:`,
    mentionsNone: (username, days) => `Nobody mentioned @${username} in the last ${days} days.`,
    mentionIn: (sender, conversation) => `**${sender}** in ${conversation}`,
    mentionInFeed: (sender, kind, path) => `**${sender}** in [a ${kind}](${path})`,
    unreadTag: '_unread_',
  },
  notifications: {
    heading: (unread) => `**Recent notifications** (${unread} unread):`,
    none: 'You have no notifications yet.',
    action: {
      'post-like': (name) => `**${name}** liked your post`,
      'post-comment': (name) => `**${name}** commented on your post`,
      'comment-reply': (name) => `**${name}** replied to your comment`,
      'comment-like': (name) => `**${name}** liked your comment`,
      follow: (name) => `**${name}** started following you`,
      'new-post': (name) => `**${name}** shared a new post`,
      'new-story': (name) => `**${name}** added a new story`,
      'project-invite': (name, project) => `**${name}** invited you to the project **${project}**`,
      'message-reaction': (name) => `**${name}** reacted to your message`,
      'thread-reply': (name) => `**${name}** replied in a thread you are in`,
      'message-mention': (name) => `**${name}** mentioned you in a message`,
      'post-mention': (name) => `**${name}** mentioned you in a post`,
      'comment-mention': (name) => `**${name}** mentioned you in a comment`,
      'task-comment-mention': (name, task) => `**${name}** mentioned you in a comment on **${task}**`,
      'task-assigned': (name, task) => `**${name}** assigned you **${task}**`,
      'task-unassigned': (name, task) => `**${name}** took you off **${task}**`,
      'task-status': (name, task) => `**${name}** changed the status of your task **${task}**`,
      'task-due-date': (name, task) => `**${name}** changed the due date of your task **${task}**`,
      'task-due-soon': (_name, task) => `Task **${task}** is due tomorrow`,
      'task-overdue': (_name, task) => `Task **${task}** is overdue`,
    },
    unreadTag: '_unread_',
    seeAll: 'See them all in [Notifications](/notifications).',
  },
  search: {
    heading: (terms) => `**Results for “${terms}”** (best match first):`,
    latestDocuments: '**Your latest documents**',
    latestPosts: '**Latest posts**',
    latestAll: '**Latest documents and posts**',
    documents: 'Your documents:',
    posts: 'Posts:',
    none: (terms) => `I found nothing in your workspace matching “${terms}”.`,
    noneLatest: 'Nothing to show yet.',
    postBy: (author) => `by **${author}**`,
    noCaption: '(no caption)',
    tip: 'Tip: put a phrase in quotes to find exactly that phrase, e.g. Find documents "quarterly plan".',
  },
  sources: {
    message: (author, conversation) => `Message from ${author} in “${conversation}”`,
    directMessage: (author) => `Message from ${author}`,
    post: (author) => `Post by ${author}`,
    comment: (author) => `Comment by ${author}`,
    task: (title) => `Task “${title}”`,
    document: (name) => `Document “${name}”`,
    page: (page) => `page ${page}`,
    person: (name) => `Member ${name}`,
    project: (name) => `Project “${name}”`,
    heading: '**Sources**',
    citation: (number, label) => `Source ${number}: ${label}`,
  },
  summary: {
    heading: (conversation) => `**Summary of ${conversation}**`,
    stats: (count, from, to, people, names) =>
      `${plural(count, 'message', 'messages')} ${from === to ? `at ${from}` : `from ${from} to ${to}`}, ${plural(people, 'person', 'people')}: ${names}.`,
    keyMessages: 'Key messages:',
    method:
      '_Extractive summary: I picked the most informative of up to the last 100 messages; no language model was used._',
    empty: (conversation) => `${conversation} has no messages you can see yet.`,
    notFound: (target) => `I could not find a conversation “${target}” among the conversations you are in.`,
    which:
      'Which conversation should I summarize? For example: “Summarize the chat with lan” or “Summarize #Project team”.',
    recent: 'Your recent conversations:',
    alsoMatched: (names) => `Also matching: ${names}.`,
  },
  help: {
    greeting: 'Hello! I am **Hypo**, the built-in TeamHub assistant.',
    notUnderstood:
      'I did not understand that. I am the built-in TeamHub assistant and **use no language model**, so I can only answer some questions about your workspace.',
    intro:
      'No language model is connected to this server, so I cannot chat freely. I answer from your own data, and only what you could open yourself:',
    examples: [
      '**Your tasks**: “What is due soon?”, “my tasks”',
      '**Unread messages and mentions**: “Unread messages”, “Who mentioned me?”',
      '**Notifications**: “Latest notifications”',
      '**Find anything** (messages, posts, tasks, documents and what is inside them): “Find documents budget”, “find messages about the launch”, “Search posts \\"team building\\"”',
      '**Summarize a conversation**: “Summarize the chat with lan”, “Summarize \\#Project team”',
    ],
    moreTip: 'After a list, type “more” to see the next items.',
    models:
      'An administrator can connect a language model: Ollama (`OLLAMA_URL`, `OLLAMA_MODEL`) or an OpenAI-compatible service (`OPENROUTER_API_KEY`, `PERPLEXITY_API_KEY`, `OPENAI_BASE_URL`).',
  },
};

export const ASSISTANT_TEXTS: Record<Language, AssistantTexts> = { vi, en };
