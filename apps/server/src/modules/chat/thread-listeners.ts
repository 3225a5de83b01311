/** A new reply in a thread, once it was saved and sent (the notifications feature listens here). */
export interface ThreadReplied {
  rootId: string;
  replierId: string;
  /** Those who wrote in the thread (its root's author included) and are still in the conversation. */
  recipientIds: string[];
}

export interface ThreadListeners {
  onThreadReplied: (reply: ThreadReplied) => Promise<void>;
}
