import { userRoom, type SocketData, type SocketNamespace, type SocketNamespaceEvents } from '@teamhub/contracts';
import type { Namespace } from 'socket.io';
import type { InterServerEvents } from './namespaces.js';

type ClientEvents = SocketNamespaceEvents[SocketNamespace]['clientToServer'];
/** What one of the namespaces may send its clients (its server-to-client map in the contracts). */
type ServerEvents = SocketNamespaceEvents[SocketNamespace]['serverToClient'];
/** A namespace typed by its contract: its maps are what the helpers below check events against. */
type TypedNamespace<Listen extends ClientEvents, Events extends ServerEvents> = Namespace<
  Listen,
  Events,
  InterServerEvents,
  SocketData
>;
type EventName<Events> = keyof Events & string;
type EventArgs<Events, E extends keyof Events> = Events[E] extends (...args: infer Args) => void ? Args : never;

/**
 * Who hears an event. With neither `rooms` nor `users`, every socket of the namespace does; an empty
 * list means nobody (socket.io would read an empty room list as everyone).
 */
export interface Audience {
  rooms?: string | string[];
  /** Every tab of these users (their `user:<id>` rooms). */
  users?: string[];
  /** Rooms or socket ids left out (a user's own tabs, the socket that caused the event). */
  except?: string | string[];
  /** May be dropped while the connection is busy: typing (never messages or notifications). */
  volatile?: boolean;
}

/** Every socket of the namespace. */
export const everyone: Audience = {};

/** The part of a namespace, and of the broadcasts it makes, that an emit goes through. */
interface Broadcast {
  to(rooms: string | string[]): Broadcast;
  except(rooms: string | string[]): Broadcast;
  readonly volatile: Broadcast;
  emit(event: string, ...args: unknown[]): boolean;
}

/**
 * Sends `event` to `audience` on `namespace`. The event's name and payload are checked at compile time
 * against the namespace's map in the contracts. Throws what socket.io throws; the `*-events.ts` files,
 * whose failures must never fail an action, send through `createEventSender` instead.
 */
export function emitTo<Listen extends ClientEvents, Events extends ServerEvents, E extends EventName<Events>>(
  namespace: TypedNamespace<Listen, Events>,
  audience: Audience,
  event: E,
  ...args: EventArgs<Events, E>
): void {
  const rooms = audience.users ? audience.users.map(userRoom) : audience.rooms;
  if (Array.isArray(rooms) && rooms.length === 0) return;
  // socket.io checks an emit against a concrete event map; over any of the namespaces it cannot, so the
  // check is this function's signature and the call below goes through the untyped shape.
  let target = namespace as Broadcast;
  if (rooms !== undefined) target = target.to(rooms);
  if (audience.except !== undefined) target = target.except(audience.except);
  if (audience.volatile) target = target.volatile;
  target.emit(event, ...args);
}

/** `emitTo` on one namespace, for events that tell of a change already saved. */
export type EventSender<Events> = <E extends EventName<Events>>(
  audience: Audience,
  event: E,
  ...args: EventArgs<Events, E>
) => void;

/**
 * Emits on `namespace` and never throws: a failed emit goes to `report` (logged by the caller), since
 * the change is saved and clients catch up on their next fetch.
 */
export function createEventSender<Listen extends ClientEvents, Events extends ServerEvents>(
  namespace: TypedNamespace<Listen, Events>,
  report: (error: unknown, event: string) => void,
): EventSender<Events> {
  return (audience, event, ...args) => {
    try {
      emitTo(namespace, audience, event, ...args);
    } catch (error) {
      report(error, event);
    }
  };
}
