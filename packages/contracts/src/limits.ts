/** Business constants from the product specification (section 9) and our own documented choices. */
export const LIMITS = {
  apiTimeoutMs: 10_000,
  uploadTimeoutMs: 30_000,
  storyUploadTimeoutMs: 60_000,
  username: { min: 3, max: 30 },
  password: { min: 8, max: 128 },
  email: { max: 254 },
  postCaption: 2_200,
  storyCaption: 500,
  story: {
    defaultDuration: 15,
    /** The viewer's progress bar moves this often. */
    tickMs: 100,
    lifetimeHours: 24,
    overlaysMax: 10,
    overlayText: 200,
    fontSizeMin: 12,
    fontSizeMax: 96,
    /** A text overlay's fontSize is in CSS pixels on a story this wide; larger or smaller stories scale it. */
    overlayReferenceWidthPx: 360,
    imageMaxBytes: 20 * 1024 * 1024,
    videoMaxBytes: 100 * 1024 * 1024,
    displayWidthPx: 1080,
    /** The caption a chat reply quotes, then an ellipsis. */
    quoteLength: 50,
    /** How often expired stories' rows and files are removed. */
    sweepIntervalMs: 10 * 60 * 1000,
  },
  chatMessage: 2_000,
  assistant: {
    messageMaxChars: 4_000,
    /** The conversation sent to a model each turn: the newest messages that fit in this many characters. */
    contextMaxChars: 12_000,
    /** Conversations (the browser's copy and the server's) are forgotten after this long untouched. */
    retentionMs: 24 * 60 * 60 * 1000,
    mascotIntervalMs: 7_000,
    /** The panel follows new text only while the reader is within this distance of the bottom. */
    scrollFollowPx: 50,
    localStorageKey: 'hypo_conversation',
    /** Our own per-user limit: this many questions per window, then 'rate_limited' (wait 30 s). */
    rateLimitMax: 5,
    rateLimitWindowMs: 30_000,
    /** AI_DAILY_QUOTA's default: questions per user per day, the day starting at 7:00 server time. */
    dailyQuotaDefault: 100,
    quotaResetHour: 7,
    /** How long a health check's answer is reused. */
    healthCacheMs: 30_000,
    /** A provider that sends nothing for this long is given up ('timeout'). */
    providerIdleTimeoutMs: 60_000,
  },
  chat: {
    groupName: 80,
    groupMembers: 100,
    /** Members a conversation view carries (the rest: GET …/members, a page at a time). */
    participantsPreview: 5,
    membersPageSize: 100,
    /** Presence changes reach the feed's Present widget at most once per this period, batched. */
    presenceBatchMs: 1_000,
    historyDefaultLimit: 30,
    historyMaxLimit: 100,
    uploadMaxBytes: 20 * 1024 * 1024,
    previewLength: 50,
    replyPreviewLength: 30,
    /** Pinned messages a conversation keeps (as Slack); one more answers 409 until one is unpinned. */
    pinsPerConversation: 100,
    /** Different emojis one message holds (as Slack's 23); a new one beyond answers 409. */
    reactionsPerMessage: 20,
    /** UTF-16 units of one reaction emoji: the longest ZWJ sequences and tag flags fit. */
    reactionEmojiMaxLength: 32,
    inputMaxHeightPx: 144,
    searchDebounceMs: 500,
    maxSearchResults: 20,
  },
  chatCounterWarning: 1_800,
  chatCounterDanger: 1_900,
  userSearchMinLength: 2,
  notificationPage: { defaultPage: 1, defaultLimit: 20, maxLimit: 50 },
  notificationText: 30,
  unreadBadgeCap: 99,
  narrowLayoutPx: 768,
  estimatedHours: { min: 1, max: 999 },
  documents: {
    name: 255,
    /** Ids one delete, restore or move may name. */
    batchMax: 500,
    /** Files one upload request may carry. */
    filesPerUpload: 50,
    /** DOCUMENTS_QUOTA_MB when unset. */
    defaultQuotaMb: 1024,
    trashDays: 30,
    previewPx: 320,
  },
  projects: {
    name: 100,
    description: 2_000,
    taskTitle: 200,
    taskDescription: 5_000,
    tagsMax: 10,
    tagLength: 30,
    wipLimitMax: 999,
    /** GET /api/projects/my-tasks answers at most this many (open tasks first by due date). */
    myTasksMax: 200,
    checklistItemText: 300,
    checklistItems: 100,
    /** Attachments a task may carry (uploads and linked documents together). */
    attachmentsPerTask: 20,
    /** An uploaded attachment's size, as a chat attachment's. */
    attachmentMaxBytes: 20 * 1024 * 1024,
    /** The side of an attachment's preview picture. */
    attachmentPreviewPx: 320,
    /** A task comment's text (issue 31). */
    taskCommentText: 5_000,
    /** A page of a task's comments or activity timeline. */
    timelinePage: { defaultLimit: 20, maxLimit: 50 },
  },
  dateOfBirthYearsBack: 120,
  profile: { position: 100, address: 200, link: 300 },
  avatar: { maxBytes: 5 * 1024 * 1024, sizePx: 512 },
  userList: { defaultLimit: 100, maxLimit: 200 },
  post: {
    location: 120,
    altText: 500,
    imageMaxBytes: 20 * 1024 * 1024,
    videoMaxBytes: 200 * 1024 * 1024,
    feedDefaultLimit: 20,
    feedMaxLimit: 50,
    previewComments: 2,
    displayWidthPx: 1080,
    thumbnailPx: 320,
    /** Photos and videos in one post (an album, issue 30). */
    albumMaxItems: 10,
  },
  movieRoom: {
    roomIdMax: 64,
    name: 80,
    description: 300,
    movieTitle: 200,
    posterUrl: 2_000,
    streamUrl: 2_000,
    chatMessage: 2_000,
    historyPageSize: 50,
    /** Search and trending answer at most this many movies. */
    moviesMax: 24,
    /** Voice: the average microphone level above which a member is speaking, and how long that shows. */
    speakingThreshold: 25,
    speakingClearMs: 1_500,
    socketTimeoutMs: 20_000,
    reconnectionAttempts: 5,
    reconnectionDelayMs: 1_000,
    /** Players further than this from the room's position seek; closer ones correct by playback rate. */
    seekDriftSeconds: 1,
    /** Drift below this is left alone (no rate change). */
    toleratedDriftSeconds: 0.05,
    correctionRateMin: 0.95,
    correctionRateMax: 1.05,
    playbackRateMin: 0.5,
    playbackRateMax: 2,
    /** Round trips a client measures to learn its clock's offset from the server's (the fastest one wins). */
    timeSyncSamples: 5,
  },
  typingTimeoutMs: 1_000,
  chatErrorDismissMs: 5_000,
  transientImageMs: 5_000,
} as const;
