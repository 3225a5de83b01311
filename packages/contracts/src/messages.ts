import { ADMIN_MESSAGES } from './admin-messages.js';
import { CREDENTIAL_MESSAGES } from './credential-messages.js';
import type { Language } from './languages.js';
import { ASSISTANT_MESSAGES } from './assistant-messages.js';
import { MOVIE_ROOM_MESSAGES } from './movie-room-messages.js';
import { PASSWORDS_MESSAGES } from './passwords-messages.js';
import { POST_ALBUM_MESSAGES } from './post-album-messages.js';
import { PROJECT_CALENDAR_MESSAGES } from './project-calendar-messages.js';
import { PROJECT_INVITATION_MESSAGES } from './project-invitation-messages.js';
import { PROJECTS_MESSAGES } from './projects-messages.js';
import { PUSH_MESSAGES } from './push-messages.js';
import { SEARCH_MESSAGES } from './search-messages.js';
import { TASK_ATTACHMENT_MESSAGES } from './task-attachments-messages.js';
import { TASK_CHECKLIST_MESSAGES } from './task-checklist-messages.js';
import { TASK_RECURRENCE_MESSAGES } from './task-recurrence-messages.js';
import { TASK_COMMENTS_MESSAGES } from './task-comments-messages.js';
import { WORKSPACE_MESSAGES } from './workspace-messages.js';

/**
 * Messages the server sends to people, in both interface languages.
 * Vietnamese is the default interface; where the specification quotes a text,
 * the Vietnamese entry is that text exactly.
 */
// validation.* texts carry no final period: clients join a list of them with '. '.
export const SERVER_MESSAGES = {
  'common.validationFailed': { en: 'Please check the highlighted fields.', vi: 'Vui lòng kiểm tra lại thông tin.' },
  'common.bodyMustBeObject': {
    en: 'The request body must be a JSON object.',
    vi: 'Dữ liệu gửi lên phải là một đối tượng JSON.',
  },
  'common.malformedJson': { en: 'The request body is not valid JSON.', vi: 'Dữ liệu gửi lên không phải JSON hợp lệ.' },
  'common.notFound': { en: 'Not found.', vi: 'Không tìm thấy.' },
  'common.routeNotFound': { en: 'This API path does not exist.', vi: 'Đường dẫn API không tồn tại.' },
  'common.internal': {
    en: 'Something went wrong on our side. Please try again.',
    vi: 'Máy chủ gặp lỗi. Vui lòng thử lại.',
  },
  'common.tooManyRequests': {
    en: 'Too many attempts. Please wait a minute and try again.',
    vi: 'Bạn thử quá nhiều lần. Vui lòng đợi một phút rồi thử lại.',
  },
  'common.payloadTooLarge': { en: 'The request is too large.', vi: 'Dữ liệu gửi lên quá lớn.' },
  'common.nulByte': {
    en: 'Text cannot contain the NUL character (\\u0000). Remove it and try again.',
    vi: 'Nội dung không được chứa ký tự NUL (\\u0000). Vui lòng xóa ký tự này rồi thử lại.',
  },
  'auth.required': { en: 'Please sign in to continue.', vi: 'Vui lòng đăng nhập để tiếp tục.' },
  'auth.invalidToken': {
    en: 'Your session has expired. Please sign in again.',
    vi: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  },
  'auth.invalidCredentials': { en: 'Invalid email or password.', vi: 'Email hoặc mật khẩu không đúng.' },
  'auth.loginSuccess': { en: 'Signed in successfully.', vi: 'Đăng nhập thành công.' },
  'auth.registerSuccess': { en: 'Account created.', vi: 'Tạo tài khoản thành công.' },
  'auth.emailTaken': { en: 'This email is already registered.', vi: 'Email này đã được đăng ký.' },
  'auth.usernameTaken': { en: 'This username is already taken.', vi: 'Tên người dùng này đã có người dùng.' },
  ...CREDENTIAL_MESSAGES,
  'validation.passwordWeak': {
    en: 'This password is too easy to guess. Avoid common passwords, repeated characters, keyboard runs and your own name or email',
    vi: 'Mật khẩu này quá dễ đoán. Tránh mật khẩu phổ biến, ký tự lặp lại, dãy phím liền nhau và tên hoặc email của bạn',
  },
  'validation.positionTooLong': {
    en: 'Position must be at most 100 characters',
    vi: 'Chức vụ không được dài quá 100 ký tự',
  },
  'validation.addressTooLong': {
    en: 'Address must be at most 200 characters',
    vi: 'Địa chỉ không được dài quá 200 ký tự',
  },
  'validation.linkTooLong': { en: 'Links must be at most 300 characters', vi: 'Liên kết không được dài quá 300 ký tự' },
  'validation.urlInvalid': {
    en: 'Enter a link starting with http:// or https://',
    vi: 'Vui lòng nhập liên kết bắt đầu bằng http:// hoặc https://',
  },
  'validation.telegramInvalid': {
    en: 'Enter a Telegram @username (5–32 characters) or a t.me link',
    vi: 'Vui lòng nhập @username Telegram (5–32 ký tự) hoặc liên kết t.me',
  },
  'validation.dateOfBirthInvalid': { en: 'Enter a valid date', vi: 'Ngày không hợp lệ' },
  'validation.dateOfBirthRange': {
    en: 'Date of birth must be between 120 years ago and today',
    vi: 'Ngày sinh phải trong khoảng 120 năm trước đến hôm nay',
  },
  'validation.visibilityInvalid': {
    en: 'Visibility must be everyone or only me',
    vi: 'Chế độ hiển thị phải là mọi người hoặc chỉ mình tôi',
  },
  'validation.themeInvalid': {
    en: 'Theme must be light, dark or system',
    vi: 'Giao diện phải là sáng, tối hoặc theo hệ thống',
  },
  'validation.sendReadReceiptsInvalid': {
    en: 'Read receipts must be on or off (true or false)',
    vi: 'Xác nhận đã xem phải là bật hoặc tắt (true hoặc false)',
  },
  'validation.timeZoneInvalid': {
    en: 'Choose a time zone from the list',
    vi: 'Hãy chọn một múi giờ trong danh sách',
  },
  'validation.settingsEmpty': {
    en: 'Choose at least one setting to save',
    vi: 'Hãy chọn ít nhất một cài đặt để lưu',
  },
  'validation.limitInvalid': {
    en: 'limit must be a whole number from 1 to 200',
    vi: 'limit phải là số nguyên từ 1 đến 200',
  },
  'profile.userNotFound': { en: 'User not found', vi: 'User not found' },
  'profile.updated': { en: 'Profile updated', vi: 'Đã cập nhật trang cá nhân' },
  'profile.cannotFollowSelf': { en: 'You cannot follow yourself.', vi: 'Bạn không thể tự theo dõi chính mình.' },
  'profile.avatarRequired': {
    en: 'Choose an image to upload in the "avatar" field.',
    vi: 'Vui lòng chọn một ảnh để tải lên (trường "avatar").',
  },
  'profile.avatarNotImage': {
    en: 'This file is not a supported image. Choose a JPEG, PNG, WebP or GIF.',
    vi: 'Tệp này không phải ảnh được hỗ trợ. Vui lòng chọn ảnh JPEG, PNG, WebP hoặc GIF.',
  },
  'profile.avatarTooLarge': {
    en: 'The image is larger than 5 MB. Choose a smaller one.',
    vi: 'Ảnh lớn hơn 5 MB. Vui lòng chọn ảnh nhỏ hơn.',
  },
  'profile.avatarUpdated': { en: 'Avatar updated', vi: 'Đã cập nhật ảnh đại diện' },
  'profile.avatarRemoved': { en: 'Avatar removed', vi: 'Đã xóa ảnh đại diện' },
  'profile.settingsSaved': { en: 'Settings saved', vi: 'Đã lưu cài đặt' },
  'validation.captionTooLong': {
    en: 'Caption must be at most 2,200 characters',
    vi: 'Chú thích không được dài quá 2.200 ký tự',
  },
  'validation.locationTooLong': {
    en: 'Location must be at most 120 characters',
    vi: 'Vị trí không được dài quá 120 ký tự',
  },
  'validation.altTextTooLong': {
    en: 'Alt text must be at most 500 characters',
    vi: 'Văn bản thay thế không được dài quá 500 ký tự',
  },
  'validation.cursorInvalid': { en: 'Invalid id', vi: 'Mã không hợp lệ' },
  'validation.tagInvalid': {
    en: 'A tag is 1 to 50 letters, digits or underscores',
    vi: 'Thẻ gồm 1 đến 50 chữ cái, chữ số hoặc dấu gạch dưới',
  },
  'validation.feedLimitInvalid': {
    en: 'limit must be a whole number from 1 to 50',
    vi: 'limit phải là số nguyên từ 1 đến 50',
  },
  'validation.commentRequired': { en: 'Write something first', vi: 'Vui lòng nhập nội dung bình luận' },
  'validation.commentTooLong': {
    en: 'Comments must be at most 2,200 characters',
    vi: 'Bình luận không được dài quá 2.200 ký tự',
  },
  'post.mediaRequired': { en: 'Choose a photo or video to share.', vi: 'Vui lòng chọn ảnh hoặc video để chia sẻ.' },
  'post.mediaUnsupported': {
    en: 'This file is not a supported photo or video. Use JPEG, PNG, WebP, GIF, MP4, MOV or WebM.',
    vi: 'Tệp này không phải ảnh hoặc video được hỗ trợ. Hãy dùng JPEG, PNG, WebP, GIF, MP4, MOV hoặc WebM.',
  },
  'post.imageTooLarge': { en: 'Images can be at most 20 MB.', vi: 'Ảnh tối đa 20 MB.' },
  'post.videoTooLarge': { en: 'Videos can be at most 200 MB.', vi: 'Video tối đa 200 MB.' },
  'post.notFound': { en: 'Post not found', vi: 'Không tìm thấy bài viết' },
  'post.created': { en: 'Post shared', vi: 'Đã chia sẻ bài viết' },
  'post.updated': { en: 'Post updated', vi: 'Đã cập nhật bài viết' },
  'post.deleted': { en: 'Post deleted', vi: 'Đã xóa bài viết' },
  'post.notAuthor': {
    en: 'Only the author can edit or delete this post.',
    vi: 'Chỉ tác giả mới có thể chỉnh sửa hoặc xóa bài viết này.',
  },
  'validation.postEditEmpty': {
    en: 'Change at least one of caption, location, alt text or the settings',
    vi: 'Vui lòng thay đổi ít nhất một mục: chú thích, vị trí, văn bản thay thế hoặc cài đặt',
  },
  'validation.postEditInvalid': {
    en: 'Only caption, location and alt text (text) and the three settings (true or false) can be changed',
    vi: 'Chỉ có thể thay đổi chú thích, vị trí, văn bản thay thế (văn bản) và ba cài đặt (true hoặc false)',
  },
  'post.commentingOff': { en: 'Commenting is turned off for this post.', vi: 'Bài viết này đã tắt bình luận.' },
  'story.mediaRequired': {
    en: 'Choose a photo or video for your story',
    vi: 'Vui lòng chọn ảnh hoặc video cho tin của bạn',
  },
  'story.mediaUnsupported': {
    en: 'Invalid file format. Please choose a different file.',
    vi: 'Định dạng tệp không hợp lệ. Vui lòng chọn tệp khác.',
  },
  'story.imageTooLarge': { en: 'Story images can be at most 20 MB', vi: 'Ảnh của tin tối đa 20 MB' },
  'story.videoTooLarge': { en: 'Story videos can be at most 100 MB', vi: 'Video của tin tối đa 100 MB' },
  'story.captionTooLong': {
    en: 'Story captions can be at most 500 characters',
    vi: 'Chú thích của tin không được dài quá 500 ký tự',
  },
  'story.durationInvalid': {
    en: 'Duration must be 10, 15 or 30 seconds',
    vi: 'Thời lượng phải là 10, 15 hoặc 30 giây',
  },
  'story.filtersNotJson': { en: 'filters must be a JSON object', vi: 'filters phải là một đối tượng JSON' },
  'story.filtersInvalid': {
    en: 'filters must be an object of numbers and true/false flags',
    vi: 'filters phải gồm các số và cờ true/false',
  },
  'story.brightnessInvalid': { en: 'Brightness must be from -50 to 50', vi: 'Độ sáng phải từ -50 đến 50' },
  'story.contrastInvalid': { en: 'Contrast must be from -50 to 50', vi: 'Độ tương phản phải từ -50 đến 50' },
  'story.saturationInvalid': { en: 'Saturation must be from -50 to 50', vi: 'Độ bão hòa phải từ -50 đến 50' },
  'story.blurInvalid': { en: 'Blur must be from 0 to 10', vi: 'Độ mờ phải từ 0 đến 10' },
  'story.hueRotateInvalid': { en: 'Hue must be from 0 to 360', vi: 'Sắc độ phải từ 0 đến 360' },
  'story.opacityInvalid': { en: 'Opacity must be from 10 to 100', vi: 'Độ trong suốt phải từ 10 đến 100' },
  'story.onePreset': { en: 'Choose at most one preset', vi: 'Chỉ được chọn tối đa một bộ lọc có sẵn' },
  'story.overlaysNotJson': { en: 'textOverlays must be a JSON list', vi: 'textOverlays phải là một danh sách JSON' },
  'story.overlaysInvalid': { en: 'textOverlays must be a list of texts', vi: 'textOverlays phải là danh sách chữ' },
  'story.tooManyOverlays': { en: 'A story can hold at most 10 texts', vi: 'Một tin chỉ chứa tối đa 10 dòng chữ' },
  'story.overlayTextRequired': { en: 'A text cannot be blank', vi: 'Chữ trên tin không được để trống' },
  'story.overlayTextTooLong': {
    en: 'A text can be at most 200 characters',
    vi: 'Mỗi dòng chữ không được dài quá 200 ký tự',
  },
  'story.overlayPositionInvalid': {
    en: 'Text positions (x, y) must be from 0 to 100',
    vi: 'Vị trí chữ (x, y) phải từ 0 đến 100',
  },
  'story.overlayFontSizeInvalid': {
    en: 'Text size must be from 12 to 96',
    vi: 'Cỡ chữ phải từ 12 đến 96',
  },
  'story.overlayColorInvalid': {
    en: 'Text colour must be white, black or a #rrggbb colour',
    vi: 'Màu chữ phải là white, black hoặc mã màu #rrggbb',
  },
  'story.overlayFontInvalid': {
    en: 'Text font must be one of Arial, Georgia, Times New Roman, Courier New, Verdana, Impact',
    vi: 'Phông chữ phải là một trong Arial, Georgia, Times New Roman, Courier New, Verdana, Impact',
  },
  'story.notFound': { en: 'Story not found or expired', vi: 'Không tìm thấy tin hoặc tin đã hết hạn' },
  'story.authorOnly': {
    en: 'Only the author can do this with a story',
    vi: 'Chỉ người đăng mới có thể làm việc này với tin',
  },
  'story.created': { en: 'Story shared', vi: 'Đã đăng tin' },
  'story.deleted': { en: 'Story deleted', vi: 'Đã xóa tin' },
  'story.replyRequired': { en: 'Write a reply first', vi: 'Vui lòng nhập nội dung trả lời' },
  'story.cannotReplyToOwn': {
    en: 'You cannot reply to your own story',
    vi: 'Bạn không thể trả lời tin của chính mình',
  },
  'comment.notFound': { en: 'Comment not found', vi: 'Không tìm thấy bình luận' },
  'comment.notAuthor': {
    en: 'Only the author can delete this comment.',
    vi: 'Chỉ tác giả mới có thể xóa bình luận này.',
  },
  'comment.deleted': { en: 'Comment deleted', vi: 'Đã xóa bình luận' },
  'validation.pageInvalid': { en: 'Page must be a whole number from 1', vi: 'Trang phải là số nguyên từ 1 trở lên' },
  'notification.notFound': { en: 'Notification not found', vi: 'Không tìm thấy thông báo' },
  'chat.targetRequired': { en: 'Target user ID is required', vi: 'Target user ID is required' },
  'chat.contentRequired': {
    en: 'Content and conversation ID are required',
    vi: 'Content and conversation ID are required',
  },
  'chat.contentTooLong': {
    en: 'Messages can be at most 2000 characters',
    vi: 'Tin nhắn không được dài quá 2000 ký tự',
  },
  'chat.groupNameRequired': { en: 'Give the group a name', vi: 'Vui lòng đặt tên nhóm' },
  'chat.groupNameTooLong': {
    en: 'Group names can be at most 80 characters',
    vi: 'Tên nhóm không được dài quá 80 ký tự',
  },
  'chat.memberInvalid': { en: 'Choose members from the team', vi: 'Vui lòng chọn thành viên trong nhóm' },
  'chat.tooManyMembers': { en: 'A group can have at most 100 members', vi: 'Nhóm có tối đa 100 thành viên' },
  'chat.conversationNotFound': { en: 'Conversation not found', vi: 'Không tìm thấy cuộc trò chuyện' },
  'chat.messageNotFound': { en: 'Message not found', vi: 'Không tìm thấy tin nhắn' },
  'chat.threadNotFound': {
    en: 'This thread is no longer available',
    vi: 'Chuỗi trả lời này không còn nữa',
  },
  'chat.notSender': {
    en: 'Only the sender can change this message.',
    vi: 'Chỉ người gửi mới có thể thay đổi tin nhắn này.',
  },
  'chat.notAllowed': { en: 'You cannot do that in this conversation.', vi: 'Bạn không thể thực hiện thao tác này.' },
  'chat.pinNotAllowed': {
    en: 'Only the owner and admins can pin messages in this conversation.',
    vi: 'Chỉ chủ nhóm và quản trị viên mới có thể ghim tin nhắn trong cuộc trò chuyện này.',
  },
  'chat.tooManyPins': {
    en: 'A conversation can have at most 100 pinned messages. Unpin one first.',
    vi: 'Mỗi cuộc trò chuyện có tối đa 100 tin nhắn đã ghim. Hãy bỏ ghim một tin trước.',
  },
  'chat.reactionEmojiInvalid': {
    en: 'A reaction must be a single emoji.',
    vi: 'Cảm xúc phải là một biểu tượng cảm xúc duy nhất.',
  },
  'chat.tooManyReactions': {
    en: 'A message can have at most 20 different reactions. Use one of those already there.',
    vi: 'Mỗi tin nhắn có tối đa 20 loại cảm xúc khác nhau. Hãy chọn một cảm xúc đã có.',
  },
  'chat.cannotChatWithSelf': {
    en: 'You cannot start a chat with yourself.',
    vi: 'Bạn không thể trò chuyện với chính mình.',
  },
  'chat.userNotFound': { en: 'User not found', vi: 'User not found' },
  'chat.fileRequired': { en: 'Choose a file to send.', vi: 'Vui lòng chọn tệp để gửi.' },
  'chat.fileUnsupported': {
    en: 'Only images, PDF, Word (.doc, .docx) and text (.txt) files can be sent.',
    vi: 'Chỉ gửi được ảnh, PDF, Word (.doc, .docx) và tệp văn bản (.txt).',
  },
  'chat.fileTooLarge': { en: 'Files can be at most 20 MB.', vi: 'Tệp tối đa 20 MB.' },
  'chat.clientIdInvalid': { en: 'Invalid message id', vi: 'Mã tin nhắn không hợp lệ' },
  'chat.clientIdReused': {
    en: 'This message id was already used in another conversation.',
    vi: 'Mã tin nhắn này đã được dùng trong một cuộc trò chuyện khác.',
  },
  'documents.notFound': { en: 'Document not found', vi: 'Không tìm thấy tài liệu' },
  'documents.folderNotFound': { en: 'Folder not found', vi: 'Không tìm thấy thư mục' },
  'documents.selectionRequired': { en: 'Select files to delete', vi: 'Vui lòng chọn file để xóa' },
  'documents.nameRequired': { en: 'The name cannot be empty', vi: 'Tên không được để trống' },
  'documents.nameTooLong': { en: 'The name can be at most 255 characters', vi: 'Tên tối đa 255 ký tự' },
  'documents.nameInvalid': { en: 'A name cannot contain / or \\', vi: 'Tên không được chứa / hoặc \\' },
  'documents.filesRequired': {
    en: 'Choose at least one file to upload',
    vi: 'Vui lòng chọn ít nhất một file để tải lên',
  },
  'documents.tooManyFiles': {
    en: 'Upload at most 50 files at a time',
    vi: 'Mỗi lần tải lên tối đa 50 file',
  },
  'documents.quotaExceeded': {
    en: 'Not enough storage space: this upload would go over your quota. Empty the trash or delete files and try again.',
    vi: 'Không đủ dung lượng lưu trữ: tải lên này vượt quá hạn mức của bạn. Hãy dọn thùng rác hoặc xóa bớt file rồi thử lại.',
  },
  'documents.folderCycle': {
    en: 'A folder cannot go inside itself or one of its sub-folders',
    vi: 'Không thể chuyển thư mục vào chính nó hoặc thư mục con của nó',
  },
  'documents.expiryInvalid': { en: 'A link lasts 1, 7 or 30 days', vi: 'Liên kết có hạn 1, 7 hoặc 30 ngày' },
  'documents.linkExpired': {
    en: 'This link has expired or was turned off by its owner.',
    vi: 'Liên kết này đã hết hạn hoặc đã bị chủ sở hữu tắt.',
  },
  'socket.tooManyEvents': {
    en: 'You are doing that too fast. Please wait a few seconds and try again.',
    vi: 'Bạn thao tác quá nhanh. Vui lòng đợi vài giây rồi thử lại.',
  },
  ...ADMIN_MESSAGES,
  ...POST_ALBUM_MESSAGES,
  ...ASSISTANT_MESSAGES,
  ...MOVIE_ROOM_MESSAGES,
  ...WORKSPACE_MESSAGES,
  ...PASSWORDS_MESSAGES,
  ...PROJECTS_MESSAGES,
  ...PROJECT_INVITATION_MESSAGES,
  ...PUSH_MESSAGES,
  ...SEARCH_MESSAGES,
  ...TASK_CHECKLIST_MESSAGES,
  ...TASK_RECURRENCE_MESSAGES,
  ...TASK_ATTACHMENT_MESSAGES,
  ...TASK_COMMENTS_MESSAGES,
  ...PROJECT_CALENDAR_MESSAGES,
} as const satisfies Record<string, { en: string; vi: string }>;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

export function isServerMessageKey(value: string): value is ServerMessageKey {
  return Object.hasOwn(SERVER_MESSAGES, value);
}

/** Text of a server message in the given language; unknown keys are returned unchanged. */
export function translateServerMessage(keyOrText: string, language: Language): string {
  return isServerMessageKey(keyOrText) ? SERVER_MESSAGES[keyOrText][language] : keyOrText;
}
