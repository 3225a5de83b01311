// The chat side of bench/search.mjs's team: 200 members, a company-wide community, 40 groups of 4 to
// 40 and about a thousand direct chats, and their messages spread over a year, most in the groups.
// The reader (the member who searches) is in the community, some groups and some direct chats.
import { randomUUID } from 'node:crypto';
import { BATCH, insertRows, spread, YEAR_MS } from './insert-rows.mjs';

export const TEAM = { members: 200, groups: 40, directPerMember: 10, projects: 50 };
/** The reader (the member who searches): in this many groups, direct chats and projects besides the community. */
export const READER = { groups: 8, directs: 12, projects: 6 };
/** The share of messages in the community, the groups and the direct chats. */
const MESSAGE_SHARES = { community: 0.1, groups: 0.6 };

const FAMILY = 'Nguyễn Trần Lê Phạm Hoàng Huỳnh Phan Vũ Võ Đặng Bùi Đỗ Hồ Ngô Dương Lý'.split(' ');
const GIVEN =
  'An Bình Châu Dũng Giang Hà Hải Hạnh Hiếu Hoa Hùng Hương Khánh Lan Linh Long Mai Minh Nam Ngọc Nhung Phong Phúc Quân Quang Sơn Tâm Thảo Thắng Thu Trang Trung Tú Tuấn Uyên Vân Việt Vy Yến'.split(
    ' ',
  );
const POSITIONS = [
  'Kỹ sư phần mềm',
  'Thiết kế giao diện',
  'Kế toán',
  'Trưởng nhóm kinh doanh',
  'Nhân sự',
  'Product manager',
  'QA engineer',
  'Marketing',
  'Chăm sóc khách hàng',
  'DevOps',
];
const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/gu, 'd').toLowerCase();

/** `count` distinct picks from `items`, drawn with `random`. */
export function pick(items, count, random) {
  const chosen = new Set();
  while (chosen.size < Math.min(count, items.length)) chosen.add(items[Math.floor(random() * items.length)]);
  return [...chosen];
}

/** Who is in which conversation: the community, groups of 4 to 40, direct chats; the reader placed in some. */
function planConversations(members, text) {
  const { random, integer } = text;
  const reader = members[0];
  const conversations = [{ id: randomUUID(), type: 'community', name: 'Cả công ty', members, weight: 1 }];
  for (let group = 0; group < TEAM.groups; group += 1) {
    const size = random() < 0.7 ? integer(4, 12) : integer(13, 40);
    const others = pick(members.slice(1), size, random);
    const groupMembers = group < READER.groups ? [...others.slice(1), reader] : others;
    conversations.push({
      id: randomUUID(),
      type: 'group',
      name: text.taskTitle(),
      members: groupMembers,
      weight: integer(1, 10),
    });
  }
  const pairs = new Set();
  const addDirect = (a, b) => {
    const [first, second] = [a.userId, b.userId].sort();
    const key = `${first}:${second}`;
    if (a === b || pairs.has(key)) return;
    pairs.add(key);
    conversations.push({
      id: randomUUID(),
      type: 'direct',
      name: '',
      directKey: key,
      members: [a, b],
      weight: integer(1, 10),
    });
  };
  for (const other of members.slice(1, READER.directs + 1)) addDirect(reader, other);
  const directs = (members.length * TEAM.directPerMember) / 2;
  while (pairs.size < directs)
    addDirect(members[integer(1, members.length - 1)], members[integer(1, members.length - 1)]);
  return conversations;
}

/** Each message's conversation, drawn by the shares above and each conversation's weight. */
function messagePlan(conversations, count, random) {
  const byType = (type) => conversations.filter((c) => c.type === type);
  const cumulative = (list) => {
    let sum = 0;
    return list.map((c) => (sum += c.weight));
  };
  const groups = byType('group');
  const directs = byType('direct');
  const groupSums = cumulative(groups);
  const directSums = cumulative(directs);
  const draw = (list, sums) => {
    const target = random() * sums.at(-1);
    return list[sums.findIndex((sum) => sum >= target)];
  };
  const plan = [];
  for (let index = 0; index < count; index += 1) {
    const share = random();
    if (share < MESSAGE_SHARES.community) plan.push(conversations[0]);
    else if (share < MESSAGE_SHARES.community + MESSAGE_SHARES.groups) plan.push(draw(groups, groupSums));
    else plan.push(draw(directs, directSums));
  }
  return plan;
}

/** The members, the reader (`readerId`) first: a Vietnamese name each and a position. */
export function planMembers(readerId) {
  return Array.from({ length: TEAM.members }, (_, index) => {
    const name = `${GIVEN[index % GIVEN.length]} ${FAMILY[Math.floor(index / GIVEN.length) % FAMILY.length]}`;
    return {
      userId: index === 0 ? readerId : randomUUID(),
      username: `${fold(name).replace(' ', '.')}.${index}`,
      position: POSITIONS[index % POSITIONS.length],
    };
  });
}

/**
 * Inserts the members, the conversations and `count` messages of `text.message()`; `timed(name, work)`
 * times each part. Answers nothing: the rows are in.
 */
export async function seedChat(db, { members, count, text, now, timed }) {
  const { random, integer } = text;
  await timed('members', () =>
    insertRows(
      db,
      'users',
      {
        id: 'uuid',
        username: 'text',
        email: 'text',
        password_hash: 'text',
        position: 'text',
        created_at: 'timestamptz',
      },
      members.map((m, index) => ({
        id: m.userId,
        username: m.username,
        email: `${m.username}@example.com`,
        password_hash: 'not-a-hash',
        position: m.position,
        created_at: spread(now - YEAR_MS, index, members.length),
      })),
    ),
  );

  const conversations = planConversations(members, text);
  const plan = messagePlan(conversations, count, random);
  const seqOf = new Map(conversations.map((c) => [c.id, 0]));
  const lastAt = new Map();
  plan.forEach((conversation, index) => {
    seqOf.set(conversation.id, seqOf.get(conversation.id) + 1);
    lastAt.set(conversation.id, spread(now, index, plan.length));
  });
  await timed('conversations', async () => {
    await insertRows(
      db,
      'conversations',
      {
        id: 'uuid',
        type: 'text',
        name: 'text',
        direct_key: 'text',
        message_seq: 'bigint',
        last_activity_at: 'timestamptz',
      },
      conversations.map((c) => ({
        id: c.id,
        type: c.type,
        name: c.name,
        direct_key: c.directKey ?? null,
        message_seq: seqOf.get(c.id),
        last_activity_at: lastAt.get(c.id) ?? new Date(now - YEAR_MS).toISOString(),
      })),
    );
    await insertRows(
      db,
      'conversation_participants',
      { conversation_id: 'uuid', user_id: 'uuid', role: 'text', joined_at: 'timestamptz', last_read_seq: 'bigint' },
      conversations.flatMap((c) =>
        c.members.map((m, index) => ({
          conversation_id: c.id,
          user_id: m.userId,
          role: c.type === 'direct' ? 'member' : index === 0 ? 'owner' : 'member',
          joined_at: new Date(now - YEAR_MS - 1000).toISOString(),
          last_read_seq: seqOf.get(c.id),
        })),
      ),
    );
  });

  await timed('messages', async () => {
    const seq = new Map(conversations.map((c) => [c.id, 0]));
    for (let start = 0; start < plan.length; start += BATCH) {
      const rows = plan.slice(start, start + BATCH).map((conversation, offset) => {
        seq.set(conversation.id, seq.get(conversation.id) + 1);
        const at = spread(now, start + offset, plan.length);
        return {
          conversation_id: conversation.id,
          sender_id: conversation.members[integer(0, conversation.members.length - 1)].userId,
          content: text.message(),
          seq: seq.get(conversation.id),
          created_at: at,
          updated_at: at,
        };
      });
      const columns = {
        conversation_id: 'uuid',
        sender_id: 'uuid',
        content: 'text',
        seq: 'bigint',
        created_at: 'timestamptz',
        updated_at: 'timestamptz',
      };
      await insertRows(db, 'messages', columns, rows);
    }
  });
}
