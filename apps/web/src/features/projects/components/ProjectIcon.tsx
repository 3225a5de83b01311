import { createElement } from 'react';
import { projectIcon } from '../utils/project-icon';

/** The icon a project's name calls for (decorative: the name is always shown beside it). */
export function ProjectIcon({ name, size }: { name: string; size: number }) {
  return createElement(projectIcon(name), { size, 'aria-hidden': true });
}
