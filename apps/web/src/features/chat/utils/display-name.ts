/**
 * A person as the chat names them. A deleted account keeps its place in conversations under a
 * placeholder name the server made up; people see "deleted user" (`deletedName`) instead.
 */
export function displayName(user: { username: string; deleted?: true }, deletedName: string): string {
  return user.deleted ? deletedName : user.username;
}
