import type { MyTaskRecord } from '../../../projects/project-records.js';
import { daysBetween, excerpt, formatDay, inline, link, localDay, PAGE_SIZE } from '../answer-format.js';
import type { AnswerContext, WorkspaceAnswer } from './answer-context.js';

/** Where the due date puts a task, seen from `today`. */
function dueLabel(context: AnswerContext, task: MyTaskRecord, today: string): string {
  const { texts, language } = context;
  if (!task.dueDate) return texts.tasks.noDue;
  const days = daysBetween(today, task.dueDate);
  if (days < 0) return texts.tasks.overdue(formatDay(task.dueDate, language));
  if (days === 0) return texts.tasks.dueToday;
  if (days === 1) return texts.tasks.dueTomorrow;
  return texts.tasks.dueOn(formatDay(task.dueDate, language));
}

const projectPath = (projectId: string) => `/projects?project=${encodeURIComponent(projectId)}`;

/**
 * The open tasks assigned to the asker in projects they are a member of (the "My tasks" list of the
 * projects module, which joins the membership), overdue and soonest due first.
 */
export async function tasksAnswer(context: AnswerContext): Promise<WorkspaceAnswer> {
  const { texts, page } = context;
  const open = (await context.repositories.tasks.assignedTo(context.userId)).filter((task) => task.status !== 'done');
  const today = localDay(context.now);
  const overdue = open.filter((task) => task.dueDate !== null && task.dueDate < today).length;
  const shown = open.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const rest = open.length - (page + 1) * PAGE_SIZE;

  const markdown: string[] = [];
  if (open.length === 0) markdown.push(texts.tasks.none);
  else if (shown.length === 0) markdown.push(texts.nothingMore);
  else {
    markdown.push(texts.tasks.heading(open.length, overdue), '');
    for (const task of shown) {
      const parts = [
        `**${inline(task.title)}**`,
        link(task.projectName, projectPath(task.projectId)),
        dueLabel(context, task, today),
        texts.tasks.status[task.status],
      ];
      if (task.priority === 'high') parts.push(texts.tasks.highPriority);
      markdown.push(`- ${parts.join(' · ')}`);
    }
    if (rest > 0) markdown.push('', texts.andMore(rest));
  }
  markdown.push('', texts.tasks.seeAll);

  const facts = [
    `Open tasks assigned to the user: ${open.length} (${overdue} overdue). Today is ${today}.`,
    ...shown.map(
      (task) =>
        `- "${excerpt(task.title)}" | project "${excerpt(task.projectName)}" | status ${task.status} | priority ${task.priority} | due ${
          task.dueDate ?? 'none'
        }${task.dueDate !== null && task.dueDate < today ? ' (overdue)' : ''} | ${projectPath(task.projectId)}`,
    ),
    ...(rest > 0 ? [`(${rest} more not listed)`] : []),
  ];
  return { markdown, facts: facts.join('\n') };
}
