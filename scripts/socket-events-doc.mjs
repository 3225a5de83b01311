// `npm run docs:sockets`: writes docs/socket-events.md from the typed event maps in
// packages/contracts/src/socket-events.ts, read with the TypeScript compiler API, so the page lists
// exactly the events the server and the web client are typed with. `--check` only compares, and
// fails when the page is out of date (packages/contracts/src/socket-events-doc.test.ts runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.join(root, 'packages/contracts/src/socket-events.ts');
const PAGE = path.join(root, 'docs/socket-events.md');

/** Each namespace and its two maps, named as in socket-events.ts (a missing one fails the script). */
const NAMESPACES = [
  { key: 'chat', serverToClient: 'ChatServerToClientEvents', clientToServer: 'ChatClientToServerEvents' },
  {
    key: 'notifications',
    serverToClient: 'NotificationServerToClientEvents',
    clientToServer: 'NotificationClientToServerEvents',
  },
  {
    key: 'movieRoom',
    serverToClient: 'MovieRoomServerToClientEvents',
    clientToServer: 'MovieRoomClientToServerEvents',
  },
  {
    key: 'projects',
    serverToClient: 'ProjectsServerToClientEvents',
    clientToServer: 'ProjectsClientToServerEvents',
  },
];

const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
const cell = (text) => oneLine(text).replace(/\|/g, '\\|');
const code = (text) => (text ? `\`${cell(text)}\`` : '—');

function docComment(node, source) {
  const ranges = ts.getLeadingCommentRanges(source.text, node.pos) ?? [];
  return ranges
    .map((range) => source.text.slice(range.pos, range.end))
    .filter((comment) => comment.startsWith('/**'))
    .map((comment) =>
      comment
        .replace(/^\/\*\*|\*\/$/g, '')
        .split('\n')
        .map((line) => line.replace(/^\s*\* ?/, ''))
        .join(' '),
    )
    .map(oneLine)
    .join(' ');
}

/** The events of one map, its own and those of the interfaces it extends, in declaration order. */
function eventsOf(name, declarations, source) {
  const declaration = declarations.get(name);
  if (!declaration) throw new Error(`socket-events.ts no longer declares ${name}`);
  if (ts.isTypeAliasDeclaration(declaration)) return []; // Record<string, never>: no events yet
  const inherited = (declaration.heritageClauses ?? [])
    .flatMap((clause) => clause.types)
    .flatMap((type) => eventsOf(type.expression.getText(source), declarations, source));
  const own = declaration.members.filter(ts.isPropertySignature).map((member) => {
    const parameters = member.type && ts.isFunctionTypeNode(member.type) ? member.type.parameters : [];
    const payload = parameters.find((parameter) => parameter.name.getText(source) !== 'ack');
    const ack = parameters.find((parameter) => parameter.name.getText(source) === 'ack');
    return {
      name: member.name.getText(source).replace(/^'|'$/g, ''),
      payload: payload?.type?.getText(source) ?? '',
      ack: ack?.type?.getText(source) ?? '',
      description: docComment(member, source),
    };
  });
  return [...inherited, ...own];
}

function table(events) {
  if (events.length === 0) return 'None yet.\n';
  const rows = events.map(
    (event) => `| \`${event.name}\` | ${code(event.payload)} | ${code(event.ack)} | ${cell(event.description)} |`,
  );
  return ['| Event | Payload | Acknowledgement | Notes |', '| --- | --- | --- | --- |', ...rows, ''].join('\n');
}

/** The whole page, from the source text of socket-events.ts, formatted as `npm run format` would. */
export async function renderSocketEventsPage(sourceText) {
  const options = (await prettier.resolveConfig(PAGE)) ?? {};
  return prettier.format(markdownOf(sourceText), { ...options, filepath: PAGE });
}

function markdownOf(sourceText) {
  const source = ts.createSourceFile('socket-events.ts', sourceText, ts.ScriptTarget.Latest, true);
  const declarations = new Map();
  const namespacePaths = {};
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      declarations.set(statement.name.text, statement);
    }
    if (ts.isVariableStatement(statement)) {
      for (const variable of statement.declarationList.declarations) {
        if (variable.name.getText(source) !== 'SOCKET_NAMESPACES') continue;
        const object = variable.initializer?.expression ?? variable.initializer;
        for (const property of object.properties) {
          namespacePaths[property.name.getText(source)] = property.initializer.text;
        }
      }
    }
  }
  const maps = new Set(NAMESPACES.flatMap((entry) => [entry.serverToClient, entry.clientToServer]));
  const sections = NAMESPACES.map((entry) => {
    const namespace = namespacePaths[entry.key];
    if (!namespace) throw new Error(`SOCKET_NAMESPACES has no ${entry.key}`);
    return [
      `## \`${namespace}\``,
      '',
      `### Server → client (\`${entry.serverToClient}\`)`,
      '',
      table(eventsOf(entry.serverToClient, declarations, source)),
      `### Client → server (\`${entry.clientToServer}\`)`,
      '',
      table(eventsOf(entry.clientToServer, declarations, source)),
    ].join('\n');
  });
  const payloadTypes = [...declarations.values()]
    .filter((declaration) => !maps.has(declaration.name.text) && !declaration.name.text.endsWith('Events'))
    .map((declaration) => declaration.getText(source));
  return [
    '# Socket events',
    '',
    '<!-- Generated by `npm run docs:sockets` from packages/contracts/src/socket-events.ts: do not edit by hand. -->',
    '',
    'socket.io namespaces on the same origin and port as the API. Connect with `auth: { token }` (the JWT from',
    'sign-in); a missing or invalid token fails the handshake with `connect_error`. Every socket joins the room',
    '`user:<id>` and receives `connected` first. The REST API is described at `/api/docs` (`/api/openapi.json`).',
    '',
    ...sections,
    '## Payload types declared beside the maps',
    '',
    'Other payloads (`MessageView`, `PostView`, `NotificationView`, …) are the answer shapes of the REST API,',
    'in packages/contracts/src and in the OpenAPI document.',
    '',
    '```ts',
    payloadTypes.join('\n\n'),
    '```',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const page = await renderSocketEventsPage(readFileSync(SOURCE, 'utf8'));
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(PAGE, 'utf8');
    } catch {
      // A missing page is out of date like any other.
    }
    if (current !== page) {
      console.error('docs/socket-events.md is out of date: run `npm run docs:sockets`.');
      process.exit(1);
    }
  } else {
    writeFileSync(PAGE, page);
    console.log(`wrote ${path.relative(root, PAGE)}`);
  }
}
