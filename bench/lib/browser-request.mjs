// Requests as the web app sends them from Chromium: its fetch headers, the bearer token of
// apps/web/src/lib/api-client.ts (Accept, Accept-Language, Authorization; `credentials: 'include'`
// adds no cookie, since the server sets none), and what Chromium adds to every same-origin fetch.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const CHROMIUM_VERSION = '138';

/** The headers of a `GET /api/…` from the web app in Chromium on Linux, signed in with `token`. */
export function browserHeaders(origin, token) {
  return {
    accept: 'application/json',
    'accept-encoding': 'gzip, deflate, br, zstd',
    'accept-language': 'vi',
    authorization: `Bearer ${token}`,
    'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${CHROMIUM_VERSION}.0.0.0 Safari/537.36`,
    'sec-ch-ua': `"Not)A;Brand";v="8", "Chromium";v="${CHROMIUM_VERSION}"`,
    'sec-ch-ua-mobile': '?0',
    'sec-ch-ua-platform': '"Linux"',
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
    referer: `${origin}/`,
  };
}

/** One GET with these headers: the status, the headers and the body exactly as they came (not decoded). */
export function getRaw(url, headers) {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The text of a body in its Content-Encoding. */
export function decodeBody({ headers, body }) {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  if (encoding === undefined || encoding === 'identity') return body.toString();
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}
