// A stand-in mail server on loopback that speaks real SMTP (the smtp-server package), so the code under
// test is the real client (nodemailer) from connection to QUIT. It keeps every mail it accepts, decoded
// just enough for tests to read: the envelope, the login used, the Subject, and the text and HTML parts.
// With `httpPort`, a process that did not start it (the browser tests' server) can read and steer it:
//   GET  /_stand-in/mails     → the mails as JSON, oldest first
//   POST /_stand-in/controls  → merges the JSON body into the controls ({ "reset": true } also empties the log)
// Plain ESM with JSDoc types: the browser tests' plain-Node server imports it too.
import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {object} ReceivedMail One mail the stand-in accepted.
 * @property {string} from The envelope sender (MAIL FROM).
 * @property {string[]} to The envelope recipients (RCPT TO).
 * @property {string | null} user The name the client logged in with (null: no AUTH).
 * @property {Record<string, string>} headers Header fields by lower-case name, unfolded, encoded words decoded.
 * @property {string} subject
 * @property {string} text The text/plain part, decoded.
 * @property {string} html The text/html part, decoded.
 * @property {string} raw The whole message as it came.
 */

/**
 * @typedef {object} SmtpControls
 * @property {boolean} reject Refuse every recipient (550), as a server that bounces the mail would.
 */

/**
 * @typedef {object} SmtpStandIn
 * @property {string} url smtp://user:pass@127.0.0.1:PORT, the SMTP_URL to give the app.
 * @property {number} port
 * @property {string | null} controlUrl http://127.0.0.1:HTTP_PORT when started with `httpPort`.
 * @property {ReceivedMail[]} mails Every mail accepted, oldest first.
 * @property {SmtpControls} controls Change a field to change how the next mails are received.
 * @property {number} refused How many recipients were refused (with `reject`) so far.
 * @property {() => void} reset Empties the log and restores the controls.
 * @property {(predicate: () => boolean, options?: { timeoutMs?: number }) => Promise<void>} waitFor
 *   Resolves as soon as `predicate()` is true, checked at every mail and refusal (no polling); rejects after
 *   `timeoutMs` (10 s by default).
 * @property {() => Promise<void>} close
 */

/** The login the stand-in expects; any other is refused (535), so a test shows SMTP_URL's credentials are used. */
export const SMTP_STAND_IN_LOGIN = { user: 'teamhub', pass: 'stand-in-secret' };

/**
 * RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), as nodemailer writes non-ASCII headers.
 * @param {string} value
 */
function decodeEncodedWords(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_whole, _charset, encoding, text) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** @param {string} text */
function decodeQuotedPrintable(text) {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_whole, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A part's header block and body (CRLF line ends as SMTP carries them).
 * @param {string} raw
 */
function splitPart(raw) {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 4);
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeEncodedWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/**
 * @param {string} body
 * @param {string | undefined} encoding
 */
function decodeBody(body, encoding) {
  const kind = (encoding ?? '7bit').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') return decodeQuotedPrintable(body);
  // 7bit and 8bit: the bytes as they came (kept as latin1 above), read as UTF-8.
  return Buffer.from(body, 'latin1').toString('utf8');
}

/**
 * The text and HTML of a message: a single part, or the parts of a multipart one (nested ones too).
 * @param {{ headers: Record<string, string>, body: string }} part
 * @param {{ text: string, html: string }} found
 */
function collectBodies(part, found) {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      collectBodies(splitPart(piece.replace(/^\r\n/, '')), found);
    }
    return found;
  }
  const decoded = decodeBody(part.body, part.headers['content-transfer-encoding']);
  if (type.toLowerCase().startsWith('text/html')) found.html ||= decoded;
  else if (type.toLowerCase().startsWith('text/plain')) found.text ||= decoded;
  return found;
}

/**
 * @param {string} raw
 * @param {{ from: string, to: string[], user: string | null }} envelope
 * @returns {ReceivedMail}
 */
export function parseMail(raw, envelope) {
  const message = splitPart(raw);
  const { text, html } = collectBodies(message, { text: '', html: '' });
  return { ...envelope, headers: message.headers, subject: message.headers.subject ?? '', text, html, raw };
}

/**
 * Starts the stand-in on loopback: SMTP on `port` (any free one unless told), and the control routes on
 * `httpPort` when given.
 * @param {{ port?: number, httpPort?: number }} [options]
 * @returns {Promise<SmtpStandIn>}
 */
export async function startSmtp({ port = 0, httpPort } = {}) {
  /** @type {ReceivedMail[]} */
  const mails = [];
  /** @type {SmtpControls} */
  const controls = { reject: false };
  const changes = new EventEmitter();
  changes.setMaxListeners(0);
  const state = { refused: 0 };

  const smtp = new SMTPServer({
    secure: false,
    // Loopback only: no TLS to set up, yet the client still logs in (as it would after STARTTLS).
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const good = auth.username === SMTP_STAND_IN_LOGIN.user && auth.password === SMTP_STAND_IN_LOGIN.pass;
      if (!good) return callback(new Error('Invalid username or password'));
      callback(null, { user: auth.username });
    },
    onRcptTo(_address, _session, callback) {
      if (!controls.reject) return callback();
      state.refused += 1;
      changes.emit('change');
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        mails.push(
          parseMail(Buffer.concat(chunks).toString('latin1'), {
            from: envelope.mailFrom ? envelope.mailFrom.address : '',
            to: envelope.rcptTo.map((recipient) => recipient.address),
            user: typeof session.user === 'string' ? session.user : null,
          }),
        );
        changes.emit('change');
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = smtp.server.address();
  const smtpPort = typeof address === 'object' && address ? address.port : port;

  function reset() {
    mails.length = 0;
    controls.reject = false;
    state.refused = 0;
    changes.emit('change');
  }

  const control =
    httpPort === undefined
      ? undefined
      : createServer((request, response) => {
          const json = (/** @type {unknown} */ body) =>
            response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
          if (request.method === 'GET' && request.url === '/_stand-in/mails') return json(mails);
          if (request.method === 'POST' && request.url === '/_stand-in/controls') {
            /** @type {Buffer[]} */
            const chunks = [];
            request.on('data', (chunk) => chunks.push(chunk));
            request.on('end', () => {
              const { reset: wantsReset, ...changed } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
              if (wantsReset) reset();
              Object.assign(controls, changed);
              json(controls);
            });
            return;
          }
          response.writeHead(404).end();
        });
  if (control) await new Promise((resolve) => control.listen(httpPort, '127.0.0.1', () => resolve(undefined)));

  const { user, pass } = SMTP_STAND_IN_LOGIN;
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${smtpPort}`,
    port: smtpPort,
    controlUrl: control ? `http://127.0.0.1:${httpPort}` : null,
    mails,
    controls,
    get refused() {
      return state.refused;
    },
    reset,
    waitFor(predicate, { timeoutMs = 10_000 } = {}) {
      return new Promise((resolve, reject) => {
        if (predicate()) return resolve();
        const check = () => {
          if (!predicate()) return;
          clearTimeout(timer);
          changes.off('change', check);
          resolve();
        };
        const timer = setTimeout(() => {
          changes.off('change', check);
          reject(new Error(`SMTP stand-in: the condition was not met within ${timeoutMs} ms`));
        }, timeoutMs);
        changes.on('change', check);
      });
    },
    async close() {
      if (control) {
        control.closeAllConnections();
        await new Promise((resolve) => control.close(() => resolve(undefined)));
      }
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    },
  };
}
