/** What a preview shows: the template's places in order, as typed. */
export interface PreviewContent {
  text: { id: string; content: string }[]
  actions: { id: string; label: string }[]
  media: { id: string; src: string }[]
}

/**
 * A notification as its template renders it in the application (banner: a strip; modal: a dialog
 * card; takeover: a full panel), in its option's colours (`dark`, `light`, `…-orange-button`). The
 * text is shown as plain text, never as HTML, each piece in its own direction (`dir="auto"`: Arabic
 * first runs right to left, decision 037). Empty places are left out.
 */
export function NotificationPreview({
  template,
  option,
  language,
  content,
}: {
  template?: string
  option?: string
  language: string
  content: PreviewContent
}) {
  const [title, ...texts] = content.text
  const image = content.media.find((item) => item.src.trim())
  return (
    <figure className="notification-preview">
      <figcaption>
        Preview: {template ?? 'no template'}
        {option ? `, ${option}` : ''}
      </figcaption>
      <div
        className={`notification-preview__frame notification-preview__frame--${template ?? 'plain'} notification-preview__frame--${option ?? 'dark'}`}
        lang={language}
      >
        {image ? <img className="notification-preview__image" src={image.src} alt="" /> : null}
        {title?.content.trim() ? (
          <p className="notification-preview__title" dir="auto">
            {title.content}
          </p>
        ) : null}
        {texts
          .filter((text) => text.content.trim())
          .map((text) => (
            <p key={text.id} className="notification-preview__text" dir="auto">
              {text.content}
            </p>
          ))}
        <div className="notification-preview__actions">
          {content.actions
            .filter((action) => action.label.trim())
            .map((action, index) => (
              <span
                key={action.id}
                dir="auto"
                className={
                  index === 0
                    ? 'notification-preview__button'
                    : 'notification-preview__button notification-preview__button--secondary'
                }
              >
                {action.label}
              </span>
            ))}
        </div>
      </div>
    </figure>
  )
}
