/**
 * In-memory state of the fake notification service (`specs/notifications.yaml`): campaigns,
 * notifications with their host specifications and content per language, templates and test users.
 * Ids are decimal strings from counters (campaigns 101…, notifications 301…, hosts 701…, content
 * items 9001…), so a sandbox started from the same seed hands out the same ids. Replies are copies:
 * a caller cannot change the state except through the methods. Input is validated by the handlers
 * (`validate.ts`) before it gets here.
 */
import type {
  Campaign,
  Content,
  ContentRequest,
  CreateCampaignRequest,
  CreateNotificationRequest,
  Host,
  HostRequest,
  Language,
  Notification,
  Status,
  Template,
  TestUser,
  UpdateCampaignRequest,
  UpdateNotificationRequest,
} from '../../generated/notifications/hooks.schemas.ts'
import { Language as LANGUAGES } from '../../generated/notifications/hooks.schemas.ts'
import { isoSeconds } from '../http.ts'
import type { NotificationSeed } from './seed-types.ts'

/** A notification as stored: the campaign by id, hosts and content per language of its own. */
interface NotificationRecord
  extends Omit<Notification, 'campaign' | 'compatible_hosts' | 'languages' | 'content'> {
  campaign_id: string
  hosts: Host[]
  content: Map<Language, Content>
}

/** Filters of `GET /campaigns` and `GET /notifications`. */
export interface NotificationFilter {
  status?: Status
  campaign_id?: string
}

/** A write's fields after validation: dates in UTC, `null` meaning "clear". */
type Writable<T> = { [K in keyof T]?: T[K] | null }

const LANGUAGE_ORDER = Object.values(LANGUAGES)
const byId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id)

/** The notification service's state. */
export class NotificationStore {
  readonly templates: readonly Template[]
  private readonly campaigns = new Map<string, Campaign>()
  private readonly notifications = new Map<string, NotificationRecord>()
  private readonly testUsers = new Map<number, TestUser>()
  private readonly now: () => number
  private nextCampaignId = 101
  private nextNotificationId = 301
  private nextHostId = 701
  private nextItemId = 9001

  constructor(seed: NotificationSeed, now: () => number) {
    this.now = now
    this.templates = seed.templates
    for (const campaign of seed.campaigns) {
      this.campaigns.set(campaign.id, { ...campaign, updated_at: campaign.created_at })
      this.nextCampaignId = Math.max(this.nextCampaignId, Number(campaign.id) + 1)
    }
    for (const { hosts, content, ...fields } of seed.notifications) {
      const record: NotificationRecord = {
        priority: 0,
        is_takeover: false,
        ...fields,
        updated_at: fields.created_at,
        hosts: [],
        content: new Map(),
      }
      this.notifications.set(record.id, record)
      this.nextNotificationId = Math.max(this.nextNotificationId, Number(record.id) + 1)
      for (const host of hosts) this.addHost(record.id, host, false)
      for (const [language, body] of Object.entries(content))
        this.putContent(record.id, language as Language, body, false)
    }
    for (const user of seed.testUsers) this.testUsers.set(user.user_id, { ...user })
  }

  /** The template of this name, if any. */
  template(name: string | undefined): Template | undefined {
    return this.templates.find((template) => template.name === name)
  }

  /** Campaigns, oldest first, optionally in one status. */
  listCampaigns(filter: NotificationFilter = {}): Campaign[] {
    return [...this.campaigns.values()]
      .filter((campaign) => !filter.status || campaign.status === filter.status)
      .sort(byId)
      .map((campaign) => ({ ...campaign }))
  }

  /** The campaign with this id, a copy. */
  getCampaign(id: string): Campaign | undefined {
    const campaign = this.campaigns.get(id)
    return campaign && { ...campaign }
  }

  /** Creates a campaign in `draft`. */
  createCampaign(fields: CreateCampaignRequest): Campaign {
    const id = String(this.nextCampaignId++)
    const at = this.timestamp()
    const campaign: Campaign = {
      id,
      uuid: `6f1d2c9e-4b7a-4c1e-9a55-${id.padStart(12, '0')}`,
      status: 'draft',
      ...fields,
      created_at: at,
      updated_at: at,
    }
    this.campaigns.set(id, campaign)
    return { ...campaign }
  }

  /** Changes the fields given (`null` clears a date); undefined when there is no such campaign. */
  updateCampaign(id: string, fields: Writable<UpdateCampaignRequest>): Campaign | undefined {
    const campaign = this.campaigns.get(id)
    if (!campaign) return undefined
    assign(campaign, fields)
    campaign.updated_at = this.timestamp()
    return { ...campaign }
  }

  /** Notifications by campaign, then priority (highest first), then id; optionally filtered. */
  listNotifications(filter: NotificationFilter = {}): Notification[] {
    return [...this.notifications.values()]
      .filter((record) => !filter.status || record.status === filter.status)
      .filter((record) => !filter.campaign_id || record.campaign_id === filter.campaign_id)
      .sort((a, b) => Number(a.campaign_id) - Number(b.campaign_id) || b.priority - a.priority || byId(a, b))
      .map((record) => this.present(record))
  }

  /** The notification with this id as the service replies it. */
  getNotification(id: string): Notification | undefined {
    const record = this.notifications.get(id)
    return record && this.present(record)
  }

  /** Creates a notification in `draft`, without hosts or content. The campaign exists (validated). */
  createNotification(fields: CreateNotificationRequest & { is_takeover: boolean }): Notification {
    const at = this.timestamp()
    const record: NotificationRecord = {
      id: String(this.nextNotificationId++),
      priority: 0,
      ...fields,
      status: 'draft',
      created_at: at,
      updated_at: at,
      hosts: [],
      content: new Map(),
    }
    this.notifications.set(record.id, record)
    return this.present(record)
  }

  /** Changes the fields given (`null` clears a date); undefined when there is no such notification. */
  updateNotification(id: string, fields: Writable<UpdateNotificationRequest>): Notification | undefined {
    const record = this.notifications.get(id)
    if (!record) return undefined
    assign(record, fields)
    record.updated_at = this.timestamp()
    return this.present(record)
  }

  /** A copy in the same campaign: `draft`, " (copy)", hosts and content with new ids. */
  cloneNotification(id: string): Notification | undefined {
    const source = this.notifications.get(id)
    if (!source) return undefined
    const at = this.timestamp()
    const { hosts, content, ...fields } = structuredClone(source)
    const copy: NotificationRecord = {
      ...fields,
      id: String(this.nextNotificationId++),
      name: `${source.name} (copy)`,
      status: 'draft',
      created_at: at,
      updated_at: at,
      hosts: hosts.map((host) => ({ ...host, id: String(this.nextHostId++) })),
      content: new Map(
        [...content].map(([language, entry]) => [language, this.withItemIds(language, stripIds(entry))]),
      ),
    }
    this.notifications.set(copy.id, copy)
    return this.present(copy)
  }

  /** Adds a host specification (absent versions: `0`); undefined when there is no such notification. */
  addHost(notificationId: string, fields: HostRequest, touch = true): Host | undefined {
    const record = this.notifications.get(notificationId)
    if (!record) return undefined
    const host = toHost(String(this.nextHostId++), fields)
    record.hosts.push(host)
    if (touch) record.updated_at = this.timestamp()
    return { ...host }
  }

  /** Replaces a host specification; undefined when the notification or the host is unknown. */
  updateHost(notificationId: string, hostId: string, fields: HostRequest): Host | undefined {
    const record = this.notifications.get(notificationId)
    const index = record?.hosts.findIndex((host) => host.id === hostId) ?? -1
    if (!record || index < 0) return undefined
    const host = toHost(hostId, fields)
    record.hosts[index] = host
    record.updated_at = this.timestamp()
    return { ...host }
  }

  /** Removes a host specification; false when the notification or the host is unknown. */
  deleteHost(notificationId: string, hostId: string): boolean {
    const record = this.notifications.get(notificationId)
    const index = record?.hosts.findIndex((host) => host.id === hostId) ?? -1
    if (!record || index < 0) return false
    record.hosts.splice(index, 1)
    record.updated_at = this.timestamp()
    return true
  }

  /**
   * Creates a language's content, or replaces each of `text`, `media`, `actions` the body holds
   * (the others are kept). Items get new ids. Undefined when there is no such notification.
   */
  putContent(
    notificationId: string,
    language: Language,
    body: ContentRequest,
    touch = true,
  ): Content | undefined {
    const record = this.notifications.get(notificationId)
    if (!record) return undefined
    const stored = record.content.get(language)
    const merged = {
      text: body.text ?? (stored ? stripIds(stored).text : []),
      media: body.media ?? (stored ? stripIds(stored).media : []),
      actions: body.actions ?? (stored ? stripIds(stored).actions : []),
    }
    const content = this.withItemIds(language, merged)
    record.content.set(language, content)
    if (touch) record.updated_at = this.timestamp()
    return structuredClone(content)
  }

  /** Test users by user id. */
  listTestUsers(): TestUser[] {
    return [...this.testUsers.values()].sort((a, b) => a.user_id - b.user_id).map((user) => ({ ...user }))
  }

  /** Adds a test user, or sets `enabled` of an existing one. */
  upsertTestUser(userId: number, enabled: boolean): TestUser {
    const at = this.timestamp()
    const user = this.testUsers.get(userId) ?? { user_id: userId, enabled, created_at: at, updated_at: at }
    user.enabled = enabled
    user.updated_at = at
    this.testUsers.set(userId, user)
    return { ...user }
  }

  /** Removes a test user; false when unknown. */
  deleteTestUser(userId: number): boolean {
    return this.testUsers.delete(userId)
  }

  /**
   * The reply of a notification, a copy. Copied field by field rather than with `structuredClone`: a
   * list of the seed's 2,000 feature tips is presented on every `GET /notifications` and every
   * `GET /me/notifications`, and the generic clone took 4× as long.
   */
  private present(record: NotificationRecord): Notification {
    const { id, name, campaign_id, hosts, content, ...fields } = record
    const languages = LANGUAGE_ORDER.filter((language) => content.has(language))
    return {
      id,
      name,
      campaign: { ...(this.campaigns.get(campaign_id) as Campaign) },
      ...fields,
      compatible_hosts: hosts.map((host) => ({ ...host })),
      languages,
      content: languages.map((language) => copyContent(content.get(language) as Content)),
    }
  }

  private withItemIds(language: Language, body: Required<ContentRequest>): Content {
    const id = () => String(this.nextItemId++)
    return {
      language,
      text: body.text.map((text) => ({ id: id(), ...text })),
      media: body.media.map((media) => ({ id: id(), ...media })),
      actions: body.actions.map((action) => ({ id: id(), ...action })),
    }
  }

  private timestamp(): string {
    return isoSeconds(this.now())
  }
}

/** Sets the fields given; `null` deletes the field (a cleared date), `undefined` leaves it. */
function assign<T extends object>(target: T, fields: Writable<Partial<T>>): void {
  for (const [key, value] of Object.entries(fields)) {
    if (value === null) delete (target as Record<string, unknown>)[key]
    else if (value !== undefined) (target as Record<string, unknown>)[key] = value
  }
}

function toHost(id: string, fields: HostRequest): Host {
  return {
    id,
    app_name: fields.app_name,
    app_version_min: fields.app_version_min ?? '0',
    app_version_max: fields.app_version_max ?? '0',
    ...(fields.os_name ? { os_name: fields.os_name } : {}),
    os_version_min: fields.os_version_min ?? '0',
    os_version_max: fields.os_version_max ?? '0',
  }
}

/** A deep copy of a JSON value (objects, arrays, primitives), without `structuredClone`'s per-call cost. */
function copyJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyJson) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, copyJson(entry)])) as T
}

/** A deep copy of stored content (its items' `metadata` is free-form JSON). */
function copyContent({ language, text, media, actions }: Content): Content {
  const copy = <T extends { metadata: object }>(item: T): T => ({
    ...item,
    metadata: copyJson(item.metadata),
  })
  return {
    language,
    text: text.map(copy),
    ...(media ? { media: media.map((item) => ({ ...copy(item), src: { ...item.src } })) } : {}),
    ...(actions ? { actions: actions.map(copy) } : {}),
  }
}

function stripIds(content: Content): Required<ContentRequest> {
  const strip = <T extends { id: string }>({ id: _id, ...rest }: T) => rest
  return {
    text: content.text.map(strip),
    media: (content.media ?? []).map(strip),
    actions: (content.actions ?? []).map(strip),
  }
}
