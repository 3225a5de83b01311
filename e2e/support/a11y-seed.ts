import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import type { CreateTaskBody, TaskView } from '@teamhub/contracts';
import { adminByApi, createInviteByApi } from './admin';
import { sendMessagesBySocket } from './chat';
import { createLinkByApi, deleteByApi, pdfFile, pngFile, textFile, uploadByApi } from './documents';
import { createAlbumByApi } from './albums';
import {
  addChecklistByApi,
  addCommentByApi,
  addMemberByApi,
  createProjectByApi,
  createTaskByApi,
  inviteByApi,
} from './projects';
import { postMovieByApi } from './movie-room';
import { createStoryByApi } from './stories';
import { asUser, createPostByApi, newUser, registerByApi } from './users';

type SeededUser = Awaited<ReturnType<typeof registerByApi>>;

/** Everything the accessibility screens show: made once per worker, shared by every view. */
export interface A11ySeed {
  /** The user the screens are seen as. */
  viewer: SeededUser;
  /** The other user: follows the viewer, likes and comments, chats. */
  other: SeededUser;
  postId: string;
  /** An album of the other user's (a picture, a video, a picture), below the first posts of the feed. */
  albumPostId: string;
  directConversationId: string;
  groupId: string;
  /** A user in no project: the projects page's empty state is seen as them. */
  loner: SeededUser;
  /**
   * The viewer's project (the other user a member), with tasks in every column and an open invitation; the
   * viewer has an open invitation into a project of the other user's.
   */
  project: { id: string; name: string };
  /** The viewer's documents by role: `trashed` is in the trash, `pdf` has a share link. */
  documents: { pdf: string; image: string; text: string; trashed: string };
  /** A story of each user; the other user has seen the viewer's and replied to it. */
  stories: { own: string; other: string };
  /** The viewer's movie room, playing the loner's feed video (posted first, so the feed starts with photos). */
  movieRoom: { roomId: string; title: string };
  /** The workspace's administrator (seeded by the test server) and the path of an invite link of theirs. */
  admin: { id: string; token: string };
  invitePath: string;
}

const avatarPng = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/avatar.png'));

async function expectStatus(response: Promise<{ status(): number; text(): Promise<string> }>, status: number) {
  const answer = await response;
  if (answer.status() !== status) throw new Error(`seed: ${answer.status()} ${await answer.text()}`);
  return answer as unknown as { json(): Promise<{ data: { _id: string } }> };
}

/** Sends chat messages as `user` over the /chat socket, each acknowledged by the server before the next. */
const sendMessages = (baseURL: string, user: SeededUser, conversationId: string, texts: string[]) =>
  sendMessagesBySocket(baseURL, user, conversationId, texts);

/**
 * The viewer's project with the other user as a member; a task in every column, some assigned, tagged, due
 * (three on one day, for the calendar), the first with a checklist.
 * Open invitations both ways: the viewer's project invites an email without an account (its members dialog
 * lists it), and the other user's project invites the viewer (the top of /projects shows it).
 */
async function seedProject(request: APIRequestContext, viewer: SeededUser, other: SeededUser) {
  const name = 'Website bán hàng';
  const project = await createProjectByApi(request, viewer.token, { name, description: 'Cửa hàng trực tuyến' });
  await addMemberByApi(request, viewer.token, project._id, other);
  await inviteByApi(request, viewer.token, project._id, { email: `moi.${viewer.id.slice(0, 8)}@example.com` });
  const invitedTo = await createProjectByApi(request, other.token, { name: 'Ứng dụng đặt lịch', category: 'mobile' });
  await inviteByApi(request, other.token, invitedTo._id, { email: viewer.email, role: 'admin' });
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const tasks: CreateTaskBody[] = [
    { title: 'Thiết kế trang chủ', priority: 'high', tags: ['ui', 'frontend'], assignee: viewer.id, dueDate: inAWeek },
    { title: 'Viết tài liệu API', priority: 'low' },
    { title: 'Giỏ hàng', status: 'in_progress', priority: 'medium', assignee: other.id, estimatedHours: 8 },
    { title: 'Kiểm thử thanh toán', status: 'review', priority: 'high', tags: ['qa'], dueDate: inAWeek },
    { title: 'Đăng nhập', status: 'done', priority: 'low', assignee: viewer.id, dueDate: inAWeek },
  ];
  const created: TaskView[] = [];
  for (const task of tasks) created.push(await createTaskByApi(request, viewer.token, project._id, task));
  // The first task's panel is checked with a checklist, one item of three ticked.
  const checklist = ['Phác thảo bố cục', 'Chọn bảng màu', 'Duyệt với khách hàng'];
  await addChecklistByApi(request, viewer.token, created[0]!._id, checklist, checklist.slice(0, 1));
  // …and its activity with a comment: a mention of the viewer, bold, a list and a link.
  await addCommentByApi(
    request,
    other.token,
    created[0]!._id,
    `@${viewer.username} xem giúp **bố cục** nhé:\n\n- Đầu trang\n- Chân trang\n\n[Bản mẫu](https://example.com/mau)`,
  );
  return { id: project._id, name };
}

/** The viewer's documents, uploaded in one request: one of them in the trash, a share link on the PDF. */
async function seedDocuments(request: APIRequestContext, viewer: SeededUser) {
  const names = {
    pdf: 'Báo cáo quý 3.pdf',
    image: 'anh-van-phong.png',
    text: 'ghi-chu.txt',
    trashed: 'ban-nhap-cu.txt',
  };
  const uploaded = await uploadByApi(request, viewer.token, [
    pdfFile(names.pdf),
    pngFile(names.image),
    textFile(names.text, 1_500),
    textFile(names.trashed),
  ]);
  const idOf = (name: string) => uploaded.find((document) => document.name === name)!._id;
  await deleteByApi(request, viewer.token, [idOf(names.trashed)]);
  await createLinkByApi(request, viewer.token, idOf(names.pdf));
  return names;
}

/** A story each, with a filter, a caption and a text; the other user opens the viewer's and replies to it. */
async function seedStories(request: APIRequestContext, viewer: SeededUser, other: SeededUser) {
  const own = await createStoryByApi(request, viewer.token, {
    content: 'Góc làm việc mới',
    filters: { clarendon: true, brightness: 10 },
    textOverlays: [{ text: 'Thứ Hai vui vẻ!' }],
  });
  const others = await createStoryByApi(request, other.token, {
    content: 'Cà phê sáng',
    filters: { sepia: true },
    textOverlays: [{ text: 'Chào buổi sáng', y: 30, color: '#ffd60a', fontFamily: 'Georgia' }],
  });
  const asOther = asUser(request, other.token);
  await expectStatus(asOther.post(`/api/stories/${own._id}/view`), 200);
  await expectStatus(asOther.post(`/api/stories/${own._id}/reply`, { text: 'Bàn làm việc đẹp quá!' }), 201);
  return { own: own._id, other: others._id };
}

/**
 * Two users with a post and its comments, likes, a follow (so notifications), a chat, a group, a
 * project and documents; a third user with no project and no document.
 */
/** A room of the viewer's (the host) whose movie is a feed video of `poster`'s. */
async function seedMovieRoom(request: APIRequestContext, viewer: SeededUser, poster: SeededUser) {
  const title = 'Phim tài liệu: Hà Nội mùa thu';
  const post = await postMovieByApi(request, poster.token, title);
  const roomId = `a11y-movie-${poster.id.slice(0, 8)}`;
  const asViewer = asUser(request, viewer.token);
  await expectStatus(asViewer.post('/api/rooms', { roomId, name: 'Đêm chiếu thứ sáu' }), 201);
  const headers = { Authorization: `Bearer ${viewer.token}` };
  const chosen = await request.put(`/api/rooms/${roomId}/movie`, {
    headers,
    data: { tmdbId: `post:${post._id}`, title, poster: '', streamUrl: '' },
  });
  if (chosen.status() !== 200) throw new Error(`seed movie: ${chosen.status()} ${await chosen.text()}`);
  return { roomId, title };
}

export async function seedA11yData(request: APIRequestContext, baseURL: string): Promise<A11ySeed> {
  const viewer = await registerByApi(request, newUser('a11y_viewer'));
  const other = await registerByApi(request, newUser('a11y_other'));
  const asViewer = asUser(request, viewer.token);
  const asOther = asUser(request, other.token);
  const loner = await registerByApi(request, newUser('a11y_loner'));
  // A picture of the viewer's own, so edit profile offers "Xóa ảnh" (shown only for a real avatar).
  await expectStatus(
    request.post('/api/profile/avatar', {
      headers: { Authorization: `Bearer ${viewer.token}` },
      multipart: { avatar: { name: 'avatar.png', mimeType: 'image/png', buffer: avatarPng } },
    }),
    200,
  );
  const movieRoom = await seedMovieRoom(request, viewer, loner);

  const albumPostId = await createAlbumByApi(request, other.token, 'Chuyến đi Đà Lạt', ['Đồi thông', 'Thác nước', '']);
  const post = await createPostByApi(request, viewer.token, {
    caption: 'Hoàng hôn trên Hồ Tây #HồTây',
    file: { name: 'photo.png', mimeType: 'image/png', buffer: avatarPng },
  });
  await createPostByApi(request, other.token, {
    caption: 'Buổi sáng ở văn phòng',
    file: { name: 'photo.png', mimeType: 'image/png', buffer: avatarPng },
  });
  await expectStatus(asOther.post(`/api/posts/${post._id}/like`), 200);
  // A second like: the notification screens show a group (two stacked faces, "và 1 người khác").
  await expectStatus(asUser(request, loner.token).post(`/api/posts/${post._id}/like`), 200);
  await expectStatus(asOther.post(`/api/posts/${post._id}/comment`, { text: 'Đẹp quá! Chụp ở đâu vậy?' }), 201);
  await expectStatus(asViewer.post(`/api/posts/${post._id}/comment`, { text: 'Cảm ơn bạn nhé' }), 201);
  await expectStatus(asOther.post(`/api/profile/user/${viewer.id}/follow`), 200);

  const direct = await expectStatus(asViewer.post('/api/chats/conversations', { targetUserId: other.id }), 201);
  const directConversationId = (await direct.json()).data._id;
  const group = await expectStatus(
    asViewer.post('/api/chats/groups', { name: 'Nhóm dự án', type: 'group', memberIds: [other.id] }),
    201,
  );
  const groupId = (await group.json()).data._id;
  await sendMessages(baseURL, viewer, directConversationId, ['Chào bạn!', 'Chiều nay họp lúc mấy giờ?']);
  await sendMessages(baseURL, other, directConversationId, ['Ba giờ nhé 👍']);
  const [pinnedId] = await sendMessages(baseURL, other, groupId, ['Chào cả nhóm']);
  // The group's info panel lists it under the pinned messages (the viewer owns the group, so may pin).
  await expectStatus(asViewer.post(`/api/chats/messages/${pinnedId}/pin`), 200);
  // The other member has read the group: the viewer sees "Đã xem bởi 1 người" under that message.
  await expectStatus(asOther.post(`/api/chats/conversations/${groupId}/read`), 200);
  // …and shows reactions under it: the viewer's own (pressed) and the other member's.
  await expectStatus(asViewer.post(`/api/chats/messages/${pinnedId}/reactions`, { emoji: '👍' }), 200);
  await expectStatus(
    asUser(request, other.token).post(`/api/chats/messages/${pinnedId}/reactions`, { emoji: '🎉' }),
    200,
  );

  const project = await seedProject(request, viewer, other);

  const documents = await seedDocuments(request, viewer);
  const stories = await seedStories(request, viewer, other);
  // The newest message is the viewer's (after the story reply): its menu has every entry, near the composer.
  await sendMessages(baseURL, viewer, directConversationId, ['Được, hẹn gặp lúc ba giờ']);
  const admin = await adminByApi(request);
  const invite = await createInviteByApi(request, admin.token);

  return {
    viewer,
    other,
    postId: post._id,
    albumPostId,
    directConversationId,
    groupId,
    loner,
    project,
    documents,
    stories,
    movieRoom,
    admin: { id: admin.id, token: admin.token },
    invitePath: new URL(invite.url).pathname + new URL(invite.url).search,
  };
}
