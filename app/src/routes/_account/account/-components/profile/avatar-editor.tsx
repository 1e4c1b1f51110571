import { NetworkError, ServiceError } from '@music/sdk'
import {
  AVATAR_CONTENT_TYPES,
  type Avatar,
  avatarFileProblem,
  createMyFileUploadUrl,
  type FileUploadUrlRequestContentType,
  getDeleteMyAvatarMutationOptions,
  updateMyAvatar,
} from '@music/sdk/profile'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'
import { profileChanges, profileQueries } from '../../../-components/profile-queries.ts'

/** How long the upload of the file itself may take, in milliseconds (a 5 MB file on a slow line). */
const UPLOAD_TIMEOUT_MS = 60_000

/**
 * Makes `file` the avatar (decision 017): `POST /me/fileuploadurl` for an upload URL, a plain `PUT` of
 * the bytes there (the declared `Content-Type`, no credentials: the URL is the permission), then
 * `PUT /me/avatar`.
 * @returns the new avatar (`thumb`, `mid`, `full`, `ts`)
 * @throws ServiceError from the profile service, or from the storage host (413 too large, 415 another
 *   type, 400 not an image of that type or of 64–8000 pixels: its message says which); NetworkError
 *   when the upload got no answer within a minute
 */
async function uploadAvatar(file: File): Promise<Avatar> {
  // `avatarFileProblem` let only these types through.
  const contentType = file.type as FileUploadUrlRequestContentType
  const target = await createMyFileUploadUrl({ upload_type: 'avatar', content_type: contentType })
  const response = await fetch(target.url, {
    method: target.method,
    body: file,
    headers: { 'Content-Type': file.type },
    credentials: 'omit',
    signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
  }).catch((cause: unknown) => {
    throw new NetworkError(cause)
  })
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined)
    throw new ServiceError({ status: response.status, body, response })
  }
  return updateMyAvatar()
}

/**
 * The profile picture (docs/requirements.md §7 avatar calls): the current one, a file input that
 * uploads the picked image at once — its type and size checked first (`avatarFileProblem`), the
 * problem shown on the input and nothing sent — and "Remove picture" back to the default one (`ts` 0).
 * The site header shows the same avatar (one query, invalidated here).
 */
export function AvatarEditor() {
  const { data: profile } = useSuspenseQuery(profileQueries.profile())
  const [result, announce] = useResult()
  const [problem, setProblem] = useState<string>()
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const upload = useServiceMutation({ mutationFn: uploadAvatar, invalidates: profileChanges })
  const remove = useServiceMutation({ ...getDeleteMyAvatarMutationOptions(), invalidates: profileChanges })
  const busy = upload.isPending || remove.isPending
  const own = (profile.avatar?.ts ?? 0) > 0

  const pick = async (file: File | undefined) => {
    announce(null)
    setProblem(undefined)
    if (!file) return
    const fileProblem = avatarFileProblem(file)
    if (fileProblem) {
      setProblem(fileProblem)
      return
    }
    try {
      await upload.mutateAsync(file)
      announce({ tone: 'success', message: 'Your new profile picture is saved.' })
    } catch (error) {
      setProblem(uploadProblem(error))
    } finally {
      if (input.current) input.current.value = ''
    }
  }

  const removePicture = async () => {
    announce(null)
    setProblem(undefined)
    try {
      await remove.mutateAsync()
      announce({ tone: 'success', message: 'Your profile picture is removed.' })
    } catch (error) {
      announce({ tone: 'error', message: serviceErrorMessage(error) })
    }
  }

  return (
    <div className="avatar-editor">
      {profile.avatar ? (
        <img
          className="avatar-editor__image"
          src={profile.avatar.mid}
          alt={own ? 'Your profile picture' : 'No profile picture yet (the default silhouette)'}
          width={128}
          height={128}
        />
      ) : null}
      <div className="avatar-editor__controls">
        <div className={problem ? 'field field--invalid' : 'field'}>
          <label htmlFor={id}>{own ? 'Choose another picture' : 'Choose a picture'}</label>
          <p id={`${id}-hint`} className="field__hint">
            A JPEG, PNG, WebP or GIF image of up to 5 MB, at least 64 pixels wide and high. It is cropped to a
            square.
          </p>
          <input
            ref={input}
            id={id}
            type="file"
            className="field__file"
            accept={AVATAR_CONTENT_TYPES.join(',')}
            disabled={busy}
            aria-busy={upload.isPending || undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          {problem ? (
            <p id={`${id}-error`} className="field__error">
              {problem}
            </p>
          ) : null}
          {upload.isPending ? <p className="field__hint">Uploading your picture…</p> : null}
        </div>
        {own ? (
          <div className="screen-actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              aria-busy={remove.isPending || undefined}
              onClick={() => void removePicture()}
            >
              {remove.isPending ? 'Removing…' : 'Remove picture'}
            </button>
          </div>
        ) : null}
        <ResultStatus result={result} />
      </div>
    </div>
  )
}

/** The words for a failed upload: the storage host's limits in the picker's terms, else the service's. */
function uploadProblem(error: unknown): string {
  if (error instanceof ServiceError && error.status === 413) return 'Choose an image of at most 5 MB.'
  if (error instanceof ServiceError && error.status === 415) return 'Choose a JPEG, PNG, WebP or GIF image.'
  return serviceErrorMessage(error)
}
