/**
 * STUN/TURN servers for the voice peers. None for now: peers on one network (the self-hosted
 * case) connect by their host candidates. The server's ICE_SERVERS variable is not exposed to the
 * web yet; when it is (e.g. in the rooms' config answer), this is the one place to read it.
 */
export function iceServers(): RTCIceServer[] {
  return [];
}
