/**
 * The shapes of the notification service's seed (campaigns, notifications, the whole seed), apart from
 * the data (`seed.ts`, `seed-feature-tips.ts`), so that the seed's parts can name them without importing
 * each other.
 */
import type {
  Campaign,
  ContentRequest,
  CreateNotificationRequest,
  HostRequest,
  Language,
  Status,
  Template,
  TestUser,
} from '../../generated/notifications/hooks.schemas.ts'

/** A campaign as seeded: its reply fields without the timestamps' twin (`updated_at` = `created_at`). */
export type SeedCampaign = Omit<Campaign, 'updated_at'>

/** A notification as seeded: the create body, its status, hosts and content per language. */
export interface SeedNotification extends CreateNotificationRequest {
  id: string
  status: Status
  created_at: string
  hosts: HostRequest[]
  content: Partial<Record<Language, ContentRequest>>
}

/** Everything the notification service starts with. */
export interface NotificationSeed {
  templates: Template[]
  campaigns: SeedCampaign[]
  notifications: SeedNotification[]
  testUsers: TestUser[]
}
