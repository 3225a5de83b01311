/**
 * The hidden <audio autoplay> elements that play the other members' streams, one per socket id.
 * They stay in the document (some browsers stop playing detached elements).
 */
export class RemoteAudio {
  private readonly elements = new Map<string, HTMLAudioElement>();
  private muted = false;
  private readonly onBlocked: () => void;

  /** `onBlocked`: the autoplay policy refused to play (a click on the page must start it). */
  constructor(onBlocked: () => void) {
    this.onBlocked = onBlocked;
  }

  attach(socketId: string, stream: MediaStream) {
    let element = this.elements.get(socketId);
    if (!element) {
      element = document.createElement('audio');
      element.autoplay = true;
      element.hidden = true;
      element.dataset.voicePeer = socketId;
      document.body.append(element);
      this.elements.set(socketId, element);
    }
    element.muted = this.muted;
    if (element.srcObject !== stream) element.srcObject = stream;
    this.play(element).catch(() => {});
  }

  detach(socketId: string) {
    const element = this.elements.get(socketId);
    if (!element) return;
    this.elements.delete(socketId);
    element.pause();
    element.srcObject = null;
    element.remove();
  }

  /** Deafen: every incoming stream silent (and the ones that arrive later). */
  setMuted(muted: boolean) {
    this.muted = muted;
    for (const element of this.elements.values()) element.muted = muted;
  }

  /** Plays every element (from a click, which lifts the autoplay block); rejects if one still cannot. */
  async playAll() {
    await Promise.all([...this.elements.values()].map((element) => this.play(element)));
  }

  clear() {
    for (const socketId of [...this.elements.keys()]) this.detach(socketId);
    this.muted = false;
  }

  private async play(element: HTMLAudioElement) {
    try {
      await element.play();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'NotAllowedError') this.onBlocked();
      throw error;
    }
  }
}
