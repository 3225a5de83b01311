/** Server messages of projects, their boards and members. */
export const PROJECTS_MESSAGES = {
  'projects.notFound': { en: 'Project not found', vi: 'Không tìm thấy dự án' },
  'projects.taskNotFound': { en: 'Task not found', vi: 'Không tìm thấy task' },
  'projects.notAllowed': {
    en: 'Your role in this project does not allow that.',
    vi: 'Vai trò của bạn trong dự án không cho phép thao tác này.',
  },
  'projects.ownerOnly': { en: 'Only the project owner can do that.', vi: 'Chỉ chủ dự án mới làm được việc này.' },
  'projects.ownerFixed': {
    en: "The project owner's role cannot be changed or removed.",
    vi: 'Không thể đổi vai trò hoặc xóa chủ dự án.',
  },
  'projects.nameRequired': { en: 'Project name is required', vi: 'Vui lòng nhập tên dự án' },
  'projects.nameTooLong': { en: 'Project name can be at most 100 characters', vi: 'Tên dự án tối đa 100 ký tự' },
  'projects.descriptionTooLong': { en: 'The description is too long', vi: 'Mô tả quá dài' },
  'projects.categoryInvalid': { en: 'Choose a category from the list', vi: 'Vui lòng chọn loại dự án trong danh sách' },
  'projects.priorityInvalid': {
    en: 'Priority must be low, medium or high',
    vi: 'Độ ưu tiên phải là thấp, trung bình hoặc cao',
  },
  'projects.statusInvalid': {
    en: 'Status must be todo, in_progress, review or done',
    vi: 'Trạng thái phải là todo, in_progress, review hoặc done',
  },
  'projects.dateInvalid': { en: 'Enter a real date (YYYY-MM-DD)', vi: 'Ngày không hợp lệ (YYYY-MM-DD)' },
  'projects.deadlinePast': { en: 'The deadline cannot be before today', vi: 'Hạn chót không được trước hôm nay' },
  'projects.dueDatePast': { en: 'The due date cannot be before today', vi: 'Hạn hoàn thành không được trước hôm nay' },
  'projects.wipLimitInvalid': {
    en: 'A column limit is a whole number from 1 to 999, or empty',
    vi: 'Giới hạn cột là số nguyên từ 1 đến 999, hoặc để trống',
  },
  'projects.titleRequired': { en: 'Task title is required', vi: 'Vui lòng nhập tên task' },
  'projects.titleTooLong': { en: 'Task title can be at most 200 characters', vi: 'Tên task tối đa 200 ký tự' },
  'projects.estimateInvalid': {
    en: 'Estimated hours must be a whole number from 1 to 999',
    vi: 'Số giờ ước tính phải là số nguyên từ 1 đến 999',
  },
  'projects.tooManyTags': { en: 'A task can have at most 10 tags', vi: 'Mỗi task có tối đa 10 thẻ' },
  'projects.tagTooLong': { en: 'A tag can be at most 30 characters', vi: 'Mỗi thẻ tối đa 30 ký tự' },
  'projects.assigneeNotMember': {
    en: 'The assignee must be a member of the project',
    vi: 'Người được giao phải là thành viên của dự án',
  },
  'projects.sourceInvalid': { en: 'The chat message was not found', vi: 'Không tìm thấy tin nhắn' },
  'projects.emailRequired': { en: 'Email is required', vi: 'Email không được để trống' },
  'projects.emailInvalid': { en: 'Invalid email', vi: 'Email không hợp lệ' },
  'projects.roleInvalid': { en: 'Role must be member or admin', vi: 'Vai trò phải là thành viên hoặc quản trị viên' },
  'projects.memberNotFound': {
    en: 'This person is not a member of the project.',
    vi: 'Người này không phải thành viên của dự án.',
  },
} as const satisfies Record<string, { en: string; vi: string }>;
