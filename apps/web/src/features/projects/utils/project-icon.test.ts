import { Bot, Database, FolderKanban, Globe, Palette, Plug, Smartphone } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { projectIcon } from './project-icon';

describe('projectIcon', () => {
  it.each([
    ['Company website', Globe],
    ['Landing site', Globe],
    ['Mobile App', Smartphone],
    ['Thiết kế giao diện', Palette],
    ['UI kit', Palette],
    ['Payments API', Plug],
    ['Data warehouse', Database],
    ['AI assistant', Bot],
    ['ML pipeline', Bot],
  ])('%s', (name, icon) => {
    expect(projectIcon(name)).toBe(icon);
  });

  it('matches whole words only, and falls back to the kanban folder', () => {
    expect(projectIcon('Maintenance')).toBe(FolderKanban);
    expect(projectIcon('Apple orchard')).toBe(FolderKanban);
    expect(projectIcon('Kế hoạch quý 3')).toBe(FolderKanban);
  });
});
