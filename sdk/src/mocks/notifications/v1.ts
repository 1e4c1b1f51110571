/**
 * v1 of the notification service (`specs/notifications-v1.yaml`): older applications read the same
 * campaigns and notifications as v2, through the same targeting rules, in v1's message shape. How a
 * v2 notification becomes a v1 message is described in the document's `info.description`.
 */
import type { Content } from '../../generated/notifications/hooks.schemas.ts'
import type { Notification as NotificationV1 } from '../../generated/notifications-v1/hooks.schemas.ts'
import type { Delivery } from '../../notifications/targeting.ts'

/** The text tied to the template item `id` (`metadata.metadata_id`), else the text at `fallback`. */
function textOf(content: Content, id: string, fallback: number): string {
  const tagged = content.text.find((text) => text.metadata.metadata_id === id)
  return (tagged ?? content.text[fallback])?.content ?? ''
}

/**
 * One delivered notification as a v1 list item.
 * @param sequence the position in the list, from 0
 */
export function toV1Notification(
  { notification, content, language }: Delivery,
  sequence: number,
): NotificationV1 {
  const { campaign } = notification
  const type = notification.type === 'promotion' ? 'sale' : 'generic'
  const title = textOf(content, 'title', 0)
  const actions = content.actions ?? []
  const image = content.media?.[0]
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      description: campaign.description ?? '',
      ...(campaign.starts_at && campaign.ends_at
        ? {
            current_schedule: {
              id: campaign.id,
              campaign_id: campaign.id,
              starts_at: campaign.starts_at,
              ends_at: campaign.ends_at,
            },
          }
        : {}),
    },
    message: {
      id: notification.id,
      sequence,
      language,
      versions: {
        v1: {
          type,
          title,
          body: { content_type: 'text/plain', content: textOf(content, 'body', 1) },
          actions: actions.map((action) => ({
            cta: action.label,
            ...(action.url ? { url: action.url } : {}),
          })),
        },
        v2: {
          type,
          title,
          actions: actions.flatMap((action) => (action.url ? [{ url: action.url }] : [])),
          media: image ? { type: 'img', url: image.src.medium } : { type: '', url: '' },
        },
      },
    },
  }
}
