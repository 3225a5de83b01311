/** Texts of the shared building blocks in components/ (dialogs, banners), in Vietnamese. */
export const kitVi = {
  close: 'Đóng',
  cancel: 'Hủy',
  dismiss: 'Đóng thông báo',
  genericError: 'Có lỗi xảy ra. Vui lòng thử lại.',
};
