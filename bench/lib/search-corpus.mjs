// Generated team text for bench/search.mjs: Vietnamese (accented, and one message in ten typed
// without accents, as people do on a phone) and English, words drawn with a Zipf-like law (a word's
// share is about 1 / its rank), so a few words are in a large part of everything and most are rare.
// A vocabulary entry may be several syllables ("tài liệu"): Vietnamese words are. Every draw comes from
// one seeded generator, so a scale gives the same corpus on every run and on both databases.

/** mulberry32: a small seeded generator; answers a function giving numbers in [0, 1). */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Most frequent first. The words the benchmark asks for sit at chosen places: "họp" near the top
// (common), "tài liệu" and "kế hoạch" among the frequent content words, the words beginning with "thi"
// spread from frequent to rare.
const VIETNAMESE = `và|là|có|không|được|của|cho|em|anh|mình|này|họp|đã|rồi|nhé|với|các|một|thì|sẽ|để|chị|làm|đi|nào|gì|
cũng|đang|phải|khi|ạ|ok|lại|ra|vào|hôm nay|ngày mai|xong|gửi|xem|cần|biết|muốn|nhờ|giúp|dự án|công việc|
khách hàng|báo cáo|tài liệu|kế hoạch|thiết kế|kiểm tra|hệ thống|dữ liệu|giao diện|tiến độ|hạn chót|cập nhật|
phiên bản|triển khai|thông tin|ý kiến|đề xuất|phê duyệt|hợp đồng|ngân sách|nhân viên|phòng ban|văn phòng|máy chủ|
ứng dụng|người dùng|sản phẩm|chất lượng|thời gian|tuần sau|bây giờ|buổi sáng|buổi chiều|cuối tuần|đầu tháng|
cuối tháng|thiếu|thích|thêm|thấy|thường|thực hiện|thử nghiệm|thanh toán|tháng|thông báo|thay đổi|sửa lỗi|lỗi|
chưa|đúng|sai|nhanh|chậm|trễ|gấp|quan trọng|ưu tiên|đồng ý|cảm ơn|xin lỗi|chúc mừng|trưởng nhóm|giám đốc|
Hà Nội|Đà Nẵng|Sài Gòn|Hải Phòng|Cần Thơ|Huế|Nha Trang|thứ hai|thứ ba|thứ tư|thứ năm|thứ sáu|kế toán|nhân sự|
tuyển dụng|phỏng vấn|đào tạo|hướng dẫn|quy trình|chính sách|bảo mật|mật khẩu|tài khoản|đăng nhập|máy in|mạng|
điện thoại|lịch|phòng họp|bàn giao|nghiệm thu|hoá đơn|chi phí|doanh thu|lợi nhuận|thị trường|đối tác|nhà cung cấp|
đơn hàng|giao hàng|kho|vận chuyển|khuyến mãi|chiến dịch|quảng cáo|nội dung|hình ảnh|bài viết|trang web|cà phê|
ăn trưa|sinh nhật|liên hoan|du lịch|trời mưa|kẹt xe|thiện chí|thi công|thiết bị|nhà|Tết|đường|xe|phương án|
khảo sát|thẩm định|quyết toán|tạm ứng|công văn|biên bản|tờ trình|kiến trúc|cơ sở dữ liệu|sao lưu|khôi phục|
đường truyền|bảo trì|nâng cấp|tương thích|linh kiện|bảo hành|chứng từ|hạch toán|ủy quyền|chữ ký|con dấu|
thiệp mời|thi đua|thìa|thịt|thiêng|thiết lập|thiên nhiên|thỉnh thoảng|thịnh vượng|phần mềm|lập trình|kiểm thử|
đánh giá|mục tiêu|chỉ số|năng suất|trải nghiệm|khiếu nại|hỗ trợ|tổng đài|bảo hiểm|hồ sơ|giấy tờ|thủ tục|
lịch trình|vé máy bay|khách sạn|hội thảo|diễn giả|tài trợ|truyền thông|thương hiệu|logo|bản quyền|pháp lý`;

const ENGLISH = `the|to|and|a|of|is|for|we|I|you|it|on|in|this|that|please|can|will|be|with|have|at|do|not|
are|thanks|ok|today|tomorrow|now|done|check|send|need|meeting|team|update|report|deadline|client|project|
design|release|bug|fix|test|review|deploy|server|budget|contract|schedule|sprint|ticket|issue|feature|branch|merge|
build|staging|production|customer|invoice|feedback|draft|final|slides|agenda|notes|call|demo|launch|roadmap|
milestone|estimate|priority|blocker|approved|pending|urgent|weekly|monthly|presentation|quarterly|analytics|
dashboard|database|migration|backup|security|password|account|login|mobile|desktop|browser|performance|latency|
refactor|onboarding|hiring|interview|training|policy|vendor|shipment|warehouse|campaign|marketing|content|
video|image|website|document|spreadsheet|template|workflow|checklist|handover|retrospective|standup|backlog|
postmortem|incident|outage|rollback|hotfix|changelog|screenshot|prototype|wireframe|mockup|stakeholder|
proposal|quotation|payment|receipt|reimbursement|travel|conference|workshop|webinar|newsletter|survey|
compliance|audit|license|trademark|partnership|negotiation|renewal|subscription|pricing|discount|revenue|
forecast|headcount|payroll|benefits|holiday|overtime|remote|office|printer|network|laptop|monitor|keyboard|
thinking|third|thirty|thick|thin|thing|this week|next week|last week|follow up|sign off|heads up|by friday`;

/** Rarer words of both languages, placed deep in the tail: the "rare word" asked for is among them. */
const RARE = `kubernetes|terraform|observability|idempotent|reconciliation|procurement|amortization|localization|
accessibility|throughput|webhook|sandbox|quarantine|escalation|thixotropic|thiamine|thistle|thimble|
chứng khoán|thiên văn|thí điểm|thị thực|thỉnh nguyện|thiếu niên|khấu hao|quyết toán thuế|thuế giá trị gia tăng`;

const entries = (list) => list.split('|').map((word) => word.trim());
const SYLLABLES =
  'ba be bi bo bu ca co cu da de di do du fa fe fi fo ga go ha he hi ho ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu pa pe pi po pu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo za zo'.split(
    ' ',
  );
const ENDINGS = ['', 'n', 'r', 'l', 's', 'x', 'nt', 'rd', 'ng', 'th', 'ck'];

/**
 * The long tail: made-up words (product names, jargon, codes, people's names as written) that each
 * appear a handful of times, so the lexicon holds tens of thousands of words as a real team's does.
 */
function tail(random, count) {
  const words = new Set();
  while (words.size < count) {
    const syllables = 2 + Math.floor(random() * 3);
    let word = '';
    for (let index = 0; index < syllables; index += 1) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    word += ENDINGS[Math.floor(random() * ENDINGS.length)];
    words.add(random() < 0.1 ? `${word.toUpperCase().slice(0, 3)}-${Math.floor(random() * 9000) + 1000}` : word);
  }
  return [...words];
}

/** Cumulative Zipf–Mandelbrot weights 1 / (rank + 2.7) over `size` ranks. */
function zipfTable(size) {
  const cumulative = new Float64Array(size);
  let sum = 0;
  for (let rank = 0; rank < size; rank += 1) {
    sum += 1 / (rank + 2.7);
    cumulative[rank] = sum;
  }
  return cumulative.map((value) => value / sum);
}

/** A rank drawn from a cumulative table (binary search). */
function drawRank(cumulative, random) {
  const target = random();
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle] < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Letters without their accents, as someone types on a keyboard without Vietnamese input. */
const unaccented = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gu, 'd').replace(/Đ/gu, 'D');

const TAIL_SIZE = 30_000;
/** Where the rare words sit in each language's list: past the common words, inside the tail. */
const RARE_AT = 4_000;

/** The corpus's text generator for one seed. */
export function createTextGenerator(seed = 29) {
  const random = seededRandom(seed);
  const shared = tail(random, TAIL_SIZE);
  const rare = entries(RARE);
  const vocabulary = (core) => {
    const words = [...entries(core), ...shared];
    // Every rare word at its own rank, a few hundred apart.
    rare.forEach((word, index) => words.splice(RARE_AT + index * 300, 0, word));
    return words;
  };
  const languages = { vi: vocabulary(VIETNAMESE), en: vocabulary(ENGLISH) };
  const tables = { vi: zipfTable(languages.vi.length), en: zipfTable(languages.en.length) };
  const integer = (low, high) => low + Math.floor(random() * (high - low + 1));
  const word = (language) => languages[language][drawRank(tables[language], random)];

  /**
   * `count` words as a sentence, Vietnamese two times in three: one word in eight from the other
   * language (teams write "deploy lên server nhé"), a capital first letter, an ending mark.
   */
  function sentence(count) {
    const language = random() < 0.65 ? 'vi' : 'en';
    const other = language === 'vi' ? 'en' : 'vi';
    const words = [];
    for (let index = 0; index < count; index += 1) words.push(word(random() < 0.12 ? other : language));
    let text = words.join(' ');
    text = text[0].toUpperCase() + text.slice(1) + ['', '.', '?', '!', ' 🙂'][integer(0, 4)];
    return language === 'vi' && random() < 0.1 ? unaccented(text) : text;
  }
  /** Sentences until about `count` words. */
  function paragraph(count) {
    const sentences = [];
    let left = count;
    while (left > 0) {
      const length = Math.min(left, integer(6, 18));
      sentences.push(sentence(length));
      left -= length;
    }
    return sentences.join(' ');
  }

  return {
    random,
    integer,
    /** A chat message: mostly short, now and then a long one. */
    message: () => sentence(random() < 0.85 ? integer(1, 14) : integer(15, 60)),
    caption: () => paragraph(integer(8, 60)),
    comment: () => sentence(integer(2, 25)),
    taskTitle: () => sentence(integer(3, 9)).replace(/[.?! 🙂]+$/u, ''),
    taskDescription: () => (random() < 0.2 ? '' : paragraph(integer(10, 80))),
    /** A document's name: a few words, a date or a number, an extension. */
    documentName: () => {
      const extension = ['pdf', 'pdf', 'docx', 'txt', 'md', 'csv'][integer(0, 5)];
      const stem = sentence(integer(2, 5)).replace(/[.?! 🙂]+$/u, '');
      return { name: `${stem} ${integer(1, 52)}.${extension}`, extension };
    },
    /** One page of a document: about 300 words. */
    page: () => paragraph(integer(200, 400)),
  };
}
