/**
 * The real-time channel (decision 0062): services publish a signal in the transaction of the change
 * (pg_notify, delivered at commit to every instance); the realtime plugin hears them and hands each
 * to the streams of its chat in this process. A signal only says that something changed: a stream
 * reads the messages after its last id from the database, so a signal lost or doubled loses or
 * doubles nothing.
 */
export interface ChatSignal {
  chatId: string;
  /** message: a new line; read: read up to; status: taken, handed over, ended; typing: for a few seconds. */
  kind: 'message' | 'read' | 'status' | 'typing';
  /** For typing and read: who. */
  by?: 'bezoeker' | 'medewerker';
  /** For read: the last message id read. */
  upTo?: number;
}

/** What a stream of one chat, or of every chat ('*', the back office's list), is told. */
export interface Realtime {
  subscribe: (chatId: string | '*', onSignal: (signal: ChatSignal) => void) => Promise<() => void>;
}
