import type { Redis } from 'ioredis';

type ScriptCommand = (...keysThenArgs: Array<string | number>) => Promise<unknown>;

/**
 * A Lua script as a command of `client` (ioredis sends it once, then runs it by its SHA), for what
 * must happen atomically across server processes. It gets `numberOfKeys` keys, which ioredis
 * prefixes, then its arguments. `name` must be unique among the client's scripts.
 */
export function defineScript<Answer>(
  client: Redis,
  name: string,
  lua: string,
  numberOfKeys: number,
): (keys: string[], args: Array<string | number>) => Promise<Answer> {
  client.defineCommand(name, { lua, numberOfKeys });
  // defineCommand adds the method at run time, which the client's type cannot know of.
  const command = (client as unknown as Record<string, ScriptCommand>)[name];
  if (!command) throw new Error(`Redis script ${name} was not defined`);
  return async (keys, args) => {
    if (keys.length !== numberOfKeys) throw new Error(`Redis script ${name} takes ${numberOfKeys} keys`);
    return (await command.call(client, ...keys, ...args)) as Answer;
  };
}
