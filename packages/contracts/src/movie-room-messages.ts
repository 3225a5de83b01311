/**
 * The movie room's server messages in both languages. Texts the specification quotes ('Please enter a
 * room id', 'Only the host can change movies') are kept verbatim in both.
 */
export const MOVIE_ROOM_MESSAGES = {
  'movieRoom.roomIdRequired': { en: 'Please enter a room id', vi: 'Please enter a room id' },
  'movieRoom.roomIdInvalid': {
    en: 'A room id is up to 64 letters, digits, - or _',
    vi: 'Mã phòng tối đa 64 ký tự gồm chữ, số, - hoặc _',
  },
  'movieRoom.nameInvalid': { en: 'The room name must be text', vi: 'Tên phòng phải là chữ' },
  'movieRoom.nameTooLong': { en: 'A room name can be at most 80 characters', vi: 'Tên phòng tối đa 80 ký tự' },
  'movieRoom.descriptionInvalid': { en: 'The description must be text', vi: 'Mô tả phải là chữ' },
  'movieRoom.descriptionTooLong': {
    en: 'A description can be at most 300 characters',
    vi: 'Mô tả tối đa 300 ký tự',
  },
  'movieRoom.roomExists': {
    en: 'A room with this id already exists: join it instead',
    vi: 'Phòng với mã này đã tồn tại: hãy tham gia phòng đó',
  },
  'movieRoom.roomNotFound': { en: 'This room does not exist', vi: 'Phòng này không tồn tại' },
  'movieRoom.hostOnly': { en: 'Only the host can change movies', vi: 'Only the host can change movies' },
  'movieRoom.hostOnlyPlayback': {
    en: 'Only the host can play, pause or seek the movie',
    vi: 'Chỉ host mới có thể phát, tạm dừng hoặc tua phim',
  },
  'movieRoom.movieIdInvalid': { en: 'The movie id is not valid', vi: 'Mã phim không hợp lệ' },
  'movieRoom.titleTooLong': { en: 'A movie title can be at most 200 characters', vi: 'Tên phim tối đa 200 ký tự' },
  'movieRoom.posterInvalid': { en: 'The poster must be an http(s) link', vi: 'Ảnh bìa phải là liên kết http(s)' },
  'movieRoom.streamUrlInvalid': {
    en: 'The video link must start with http:// or https://',
    vi: 'Liên kết video phải bắt đầu bằng http:// hoặc https://',
  },
  'movieRoom.movieNotFound': {
    en: 'This video is not in the team’s library (or is not yours to show)',
    vi: 'Video này không có trong thư viện của nhóm (hoặc không thuộc về bạn)',
  },
  'movieRoom.notAVideo': { en: 'Only videos can be played in a room', vi: 'Chỉ có thể chiếu video trong phòng' },
  'movieRoom.messageRequired': { en: 'Type a message first', vi: 'Vui lòng nhập tin nhắn' },
  'movieRoom.messageTooLong': {
    en: 'A message can be at most 2000 characters',
    vi: 'Tin nhắn tối đa 2000 ký tự',
  },
  'movieRoom.notInRoom': { en: 'Join the room first', vi: 'Hãy tham gia phòng trước' },
  'movieRoom.notInVoice': { en: 'Join voice chat first', vi: 'Hãy tham gia voice chat trước' },
  'movieRoom.signalTargetGone': {
    en: 'That member is no longer in this room',
    vi: 'Thành viên đó không còn ở trong phòng',
  },
  'movieRoom.playbackInvalid': {
    en: 'Playback needs an action (play, pause, seek or rate), a position of 0 or more and a rate from 0.5 to 2',
    vi: 'Điều khiển phát cần hành động (play, pause, seek hoặc rate), vị trí từ 0 và tốc độ từ 0.5 đến 2',
  },
  'movieRoom.noMovie': { en: 'The host has not chosen a movie yet', vi: 'Host chưa chọn phim' },
  'movieRoom.pageInvalid': {
    en: 'page must be 1 or more and limit from 1 to 50',
    vi: 'page phải từ 1 trở lên và limit từ 1 đến 50',
  },
  'movieRoom.streamLinkInvalid': {
    en: 'This video link has expired or is not yours. Rejoin the room.',
    vi: 'Liên kết video đã hết hạn hoặc không dành cho bạn. Hãy vào lại phòng.',
  },
  'movieRoom.created': { en: 'Room created', vi: 'Đã tạo phòng' },
} as const satisfies Record<string, { en: string; vi: string }>;
