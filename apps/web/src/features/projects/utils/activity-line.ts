import type { ActivityValue, TaskStatus, TaskTimelineEntry, TaskView } from '@teamhub/contracts';

/** An activity line's sentence: its translation key and the values it names. */
type ActivitySentence =
  | 'created'
  | 'status'
  | 'priority'
  | 'title'
  | 'dueDateSet'
  | 'dueDate'
  | 'dueDateCleared'
  | 'assigned'
  | 'reassigned'
  | 'unassigned';

export interface ActivityLineText {
  key: `projects.activity.${ActivitySentence}`;
  values: Record<string, string>;
}

type Words = {
  status: (status: TaskStatus) => string;
  priority: (priority: TaskView['priority']) => string;
  date: (day: string) => string;
};

const text = (value: ActivityValue) => (typeof value === 'string' ? value : (value?.username ?? ''));

/**
 * The words of one history line ("An changed the status from To do to In progress"): a key under
 * projects.activity and its values, the statuses, priorities and dates already in the reader's words.
 * A cleared value (no due date, no assignee) has a sentence of its own.
 */
export function activityLineText(entry: TaskTimelineEntry, words: Words): ActivityLineText {
  const name = entry.actor.username;
  const { from, to } = entry;
  switch (entry.type) {
    case 'status':
      return {
        key: 'projects.activity.status',
        values: { name, from: words.status(text(from) as TaskStatus), to: words.status(text(to) as TaskStatus) },
      };
    case 'priority':
      return {
        key: 'projects.activity.priority',
        values: {
          name,
          from: words.priority(text(from) as TaskView['priority']),
          to: words.priority(text(to) as TaskView['priority']),
        },
      };
    case 'dueDate':
      if (!to) return { key: 'projects.activity.dueDateCleared', values: { name } };
      return {
        key: from ? 'projects.activity.dueDate' : 'projects.activity.dueDateSet',
        values: { name, from: from ? words.date(text(from)) : '', to: words.date(text(to)) },
      };
    case 'assignee':
      if (!to) return { key: 'projects.activity.unassigned', values: { name, from: text(from) } };
      return {
        key: from ? 'projects.activity.reassigned' : 'projects.activity.assigned',
        values: { name, from: text(from), to: text(to) },
      };
    case 'title':
      return { key: 'projects.activity.title', values: { name, from: text(from), to: text(to) } };
    default:
      return { key: 'projects.activity.created', values: { name } };
  }
}

/**
 * Comment text as markdown where each `@name` of a member is a link to "#mention" (shown as a
 * highlighted name, never followed): sanitizing keeps such a link, while any class or raw HTML would go.
 */
export function markMentions(source: string, matches: readonly { index: number; length: number }[]): string {
  let result = '';
  let from = 0;
  for (const { index, length } of matches) {
    const mention = source.slice(index, index + length).replace(/([_*\\[\]])/gu, '\\$1');
    result += `${source.slice(from, index)}[${mention}](#mention)`;
    from = index + length;
  }
  return result + source.slice(from);
}
