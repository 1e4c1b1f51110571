import './membership-screens.css'
import { getGetMyFileQueryKey, getMyFile, type File as LibraryFile } from '@music/sdk/cloud-library'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'
import * as v from 'valibot'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { formatBytes } from '../../../../../screens/format.ts'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { PendingButton } from '../../../../../screens/pending-button.tsx'
import { type Result, ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { FileFetchError, saveAs } from '../../../../../screens/save-as.ts'
import { Screen } from '../../../../../screens/screen.tsx'
import { useSearchUpdate } from '../../../../../screens/search-params.ts'
import { Section } from '../../../../../screens/section.tsx'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { webUrl } from '../../../../../screens/web-url.ts'
import { cloudLibraryQueries } from '../../../-components/cloud-library-queries.ts'
import { profileQueries } from '../../../-components/profile-queries.ts'
import { FilePreview } from './library-preview.tsx'
import { fileIdFrom, useLibraryReferences } from './library-references.ts'

/** The library screen's address: `?file=<id>` lists a file (a link from an application or an e-mail). */
export type LibrarySearchParams = { file?: unknown }

/**
 * The cloud library screen (/account/library): the files the account knows of, each to open or
 * download, and a form that adds one by its link or ID (docs/decisions/023).
 */
export function LibraryScreen() {
  return (
    <Screen
      title="Cloud library"
      intro="Files of your cloud library: playlists, recordings and notes you keep with your account. Open one in the browser or download it."
    >
      <Section title="Your files" skeleton={<Skeleton blocks={1} />}>
        <LibraryFiles />
      </Section>
      <Section title="Add a file" skeleton={<Skeleton lines={2} />}>
        <AddFileForm />
      </Section>
    </Screen>
  )
}

/** The customer's id (profile `GET /me`): whose list this browser shows. */
function useUserId(): number {
  return useSuspenseQuery(profileQueries.profile()).data.user_id
}

/** The listed files; a `?file=` link puts its file first, then leaves the address. */
function LibraryFiles() {
  const userId = useUserId()
  const [ids, add, remove] = useLibraryReferences(userId)
  const [result, announce] = useResult()
  const search = useSearch({ from: '/_account/account/library' })
  const updateSearch = useSearchUpdate()
  const linked = typeof search.file === 'string' ? fileIdFrom(search.file) : undefined
  useEffect(() => {
    if (search.file === undefined) return
    if (linked) add(linked)
    announce(
      linked
        ? { tone: 'success', message: 'The file of your link is first in the list.' }
        : { tone: 'error', message: 'The link does not name a file of a cloud library.' },
    )
    // Tidying the address is no page change: no view transition (one started now would skip the
    // sign-in return's, an uncaught rejection).
    void updateSearch({ file: undefined }, { viewTransition: false })
  }, [search.file, linked, add, announce, updateSearch])
  return (
    <>
      <ResultStatus result={result} />
      {ids.length === 0 ? (
        <EmptyState>
          No files listed yet. The files you open from our applications or from a link we send you appear
          here, on this device. Add one below by its link or ID.
        </EmptyState>
      ) : (
        <ul className="screen-list" aria-label="Library files">
          {ids.map((id) => (
            <Suspense key={id} fallback={<FileRowLoading />}>
              <FileRow fileId={id} onRemove={() => remove(id)} announce={announce} />
            </Suspense>
          ))}
        </ul>
      )}
    </>
  )
}

function FileRowLoading() {
  return (
    <li className="screen-card" aria-busy="true">
      <Skeleton lines={2} />
    </li>
  )
}

/** What kind of file a media type is, in words ("Playlist", "Audio"…). */
export function fileKind(mimeType: string): string {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === 'audio/x-mpegurl' || type === 'application/vnd.apple.mpegurl' || type === 'audio/mpegurl')
    return 'Playlist'
  if (type.startsWith('audio/')) return 'Audio'
  if (type.startsWith('image/')) return 'Image'
  if (type.startsWith('text/')) return 'Text'
  return 'File'
}

/**
 * A listed file (`GET /me/files/{fileId}`): name, kind and size, a preview of text, images and audio
 * (library-preview.tsx), "Open" (its signed request, in a new tab: the file host opens only what runs
 * nothing, and saves the rest) and "Download" (a fresh request, saved under the file's name); "Remove from list". A file the
 * library no longer has says so.
 */
function FileRow({
  fileId,
  onRemove,
  announce,
}: {
  fileId: string
  onRemove: () => void
  announce: (result: Result | null) => void
}) {
  const queryClient = useQueryClient()
  const { data: file } = useSuspenseQuery(cloudLibraryQueries.file(fileId))
  const download = useServiceMutation({
    mutationFn: async () => {
      // The cached request while it is fresh, else a new one (valid 15 minutes).
      const fresh = await queryClient.fetchQuery(cloudLibraryQueries.file(fileId))
      if (!fresh) throw new Error('No such file')
      await saveAs(fresh.download.request.url, fresh.file_name)
      return fresh
    },
    invalidates: [],
    onMutate: () => announce(null),
    onSuccess: (saved) =>
      announce({ tone: 'success', message: `Your download of ${saved.file_name} has started.` }),
    onError: (error) => {
      if (error instanceof FileFetchError)
        void queryClient.invalidateQueries({ queryKey: getGetMyFileQueryKey(fileId) })
      announce({
        tone: 'error',
        message: `${file?.file_name ?? 'The file'} could not be downloaded. ${
          error instanceof FileFetchError ? `${error.message} Please try again.` : serviceErrorMessage(error)
        }`,
      })
    },
  })
  const removeButton = (name: string) => (
    <button type="button" className="button button--secondary" onClick={onRemove}>
      Remove from list<span className="visually-hidden"> ({name})</span>
    </button>
  )
  if (!file) {
    return (
      <li className="screen-card screen-card--row">
        <div>
          <h3 className="screen-mono">{fileId}</h3>
          <p className="screen-muted">This file is not in your library any more.</p>
        </div>
        {removeButton(fileId)}
      </li>
    )
  }
  const open = file.download.request.method === 'GET' ? webUrl(file.download.request.url) : undefined
  return (
    <li className="screen-card screen-card--row">
      <div>
        <h3>{file.file_name}</h3>
        <p className="screen-muted">
          {fileKind(file.mime_type)} · {formatBytes(file.size)}
        </p>
        {open ? <FilePreview name={file.file_name} mimeType={file.mime_type} url={open} /> : null}
      </div>
      <div className="screen-actions">
        {open ? (
          <a className="button button--secondary" href={open} target="_blank" rel="noopener noreferrer">
            Open<span className="visually-hidden"> {file.file_name} (new tab)</span>
          </a>
        ) : null}
        <PendingButton
          pending={download.isPending}
          pendingLabel={
            <>
              Preparing…<span className="visually-hidden"> {file.file_name}</span>
            </>
          }
          onClick={() => download.mutate()}
        >
          Download<span className="visually-hidden"> {file.file_name}</span>
        </PendingButton>
        {removeButton(file.file_name)}
      </div>
    </li>
  )
}

const addFileSchema = v.object({
  file: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the file’s link or ID.'),
    v.check(
      (input) => fileIdFrom(input) !== undefined,
      'Enter an ID such as f_01HZX4Q8J6N2, or a link to a file of your library.',
    ),
  ),
})

/**
 * "Add a file": its link or ID, checked with the service (`GET /me/files/{id}`: a file of another
 * account or none at all is refused next to the field, 404 code 3001), then listed first.
 */
function AddFileForm() {
  const userId = useUserId()
  const [, add] = useLibraryReferences(userId)
  const queryClient = useQueryClient()
  const [result, announce] = useResult()
  const form = useScreenForm({
    defaultValues: { file: '' },
    validators: { onChange: addFileSchema },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      const id = fileIdFrom(value.file) as string
      let file: LibraryFile
      try {
        file = await getMyFile(id)
      } catch (error) {
        return showServiceError(formApi, error, { 3001: 'file' })
      }
      queryClient.setQueryData(cloudLibraryQueries.file(id).queryKey, file)
      add(id)
      formApi.reset()
      announce({ tone: 'success', message: `${file.file_name} is now first in your list.` })
    },
  })
  return (
    <>
      <ScreenForm form={form} aria-label="Add a library file">
        <form.AppField name="file">
          {(field) => (
            <field.TextField
              label="File link or ID"
              hint="The link our applications or e-mails gave you, or the file’s ID (such as f_01HZX4Q8J6N2)."
              autoComplete="off"
              spellCheck={false}
              wide
            />
          )}
        </form.AppField>
        <form.FormError />
        <form.SubmitButton pendingLabel="Adding…">Add to the list</form.SubmitButton>
      </ScreenForm>
      <ResultStatus result={result} />
    </>
  )
}
