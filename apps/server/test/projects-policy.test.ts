import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { projectPolicy } from '../src/modules/projects/projects.policy.js';

const caller = randomUUID();
const other = randomUUID();
const owner = { role: 'owner' } as const;
const admin = { role: 'admin' } as const;
const member = { role: 'member' } as const;

describe('project policy', () => {
  it('lets the owner and admins edit the project and manage members; members neither', () => {
    for (const rule of [projectPolicy.edit, projectPolicy.manageMembers]) {
      expect(rule(caller, owner)).toBe(true);
      expect(rule(caller, admin)).toBe(true);
      expect(rule(caller, member)).toBe(false);
    }
  });

  it('lets only the owner delete the project, and everyone but the owner leave', () => {
    expect([owner, admin, member].map((role) => projectPolicy.delete(caller, role))).toEqual([true, false, false]);
    expect([owner, admin, member].map((role) => projectPolicy.leave(caller, role))).toEqual([false, true, true]);
  });

  it('keeps the owner fixed and admins above everyone but the owner', () => {
    expect(projectPolicy.changeable(caller, owner)).toBe(false);
    expect(projectPolicy.changeable(caller, admin)).toBe(true);
    expect(projectPolicy.outranks(owner, admin)).toBe(true);
    expect(projectPolicy.outranks(admin, admin)).toBe(false);
    expect(projectPolicy.outranks(admin, member)).toBe(true);
  });

  it('lets a member delete only the tasks they created; the owner and admins any', () => {
    expect(projectPolicy.deleteTask(caller, { membership: member, createdBy: caller })).toBe(true);
    expect(projectPolicy.deleteTask(caller, { membership: member, createdBy: other })).toBe(false);
    expect(projectPolicy.deleteTask(caller, { membership: member, createdBy: null })).toBe(false);
    expect(projectPolicy.deleteTask(caller, { membership: admin, createdBy: other })).toBe(true);
    expect(projectPolicy.deleteTask(caller, { membership: owner, createdBy: null })).toBe(true);
  });
});
