/**
 * The sandbox outbox: every e-mail a fake service "sends" is recorded here instead, for tests (the
 * sandbox object: `sandbox.outbox`) and people (the services sandbox serves it as JSON at
 * `GET /__sandbox/outbox`). Services share one outbox; each message names the service that sent it,
 * so the download e-mail and the identity service's verification e-mail sit side by side.
 */
import { isoSeconds } from './http.ts'

/** One e-mail as sent. */
export interface OutboxMessage {
  /** Sequence number in this outbox, from 1. */
  id: number
  /** The service that sent it, e.g. `downloads`. */
  service: string
  /** Sender, e.g. `Music Software <downloads@music-software.example>`. */
  from: string
  /** Recipient's e-mail address. */
  to: string
  subject: string
  /** Plain-text body. */
  text: string
  /** The links of the body, in order (what a test clicks). */
  links: string[]
  /** When it was sent, ISO 8601 (the sandbox clock). */
  sentAt: string
}

/** What a service hands to {@link Outbox.send}: `links` default to the URLs found in `text`. */
export type OutgoingMessage = Omit<OutboxMessage, 'id' | 'sentAt' | 'links'> & { links?: string[] }

/** Filters of {@link Outbox.list}. */
export interface OutboxFilter {
  /** Only messages to this address (case-insensitive). */
  to?: string
  /** Only messages of this service. */
  service?: string
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g

/** Recorded e-mails of a sandbox. */
export class Outbox {
  private readonly messages: OutboxMessage[] = []
  private readonly now: () => number

  /** @param now the sandbox clock, ms since the epoch */
  constructor(now: () => number) {
    this.now = now
  }

  /** Records an e-mail and returns it as stored. */
  send(message: OutgoingMessage): OutboxMessage {
    const stored: OutboxMessage = {
      ...message,
      links: message.links ?? [...message.text.matchAll(URL_IN_TEXT)].map((m) => m[0]),
      id: this.messages.length + 1,
      sentAt: isoSeconds(this.now()),
    }
    this.messages.push(stored)
    return structuredClone(stored)
  }

  /** The messages matching `filter`, newest first (copies). */
  list(filter: OutboxFilter = {}): OutboxMessage[] {
    const to = filter.to?.trim().toLowerCase()
    return this.messages
      .filter((m) => (!to || m.to.toLowerCase() === to) && (!filter.service || m.service === filter.service))
      .reverse()
      .map((m) => structuredClone(m))
  }

  /** The newest message matching `filter`, or undefined. */
  latest(filter: OutboxFilter = {}): OutboxMessage | undefined {
    return this.list(filter)[0]
  }
}
