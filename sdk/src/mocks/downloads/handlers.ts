/**
 * Stateful handlers of the download service (docs/requirements.md §7 "Download service"; `specs/downloads.yaml`): the
 * asset catalogue with its filters, signed download URLs (asset resource, resource, application
 * installer with or without the core pack), the download history (every download, decision 033; the
 * latest installer download) and the download e-mail
 * (recorded in the sandbox outbox). Every call needs a live bearer token (401 code 2002).
 *
 * The signed URLs point at the sandbox's file host, `<base>/files/<token>/<file name>`: a plain `GET`
 * (or `HEAD`) without credentials answers the resource's file until the URL expires (403 after).
 */
import { HttpResponse, http } from 'msw'
import {
  HostApplicationName,
  HostOs,
  ReleaseType,
  ResourceType,
} from '../../generated/downloads/hooks.schemas.ts'
import { contentDisposition } from '../file-host.ts'
import { badRequest, isoSeconds, json, notFound, readJsonObject } from '../http.ts'
import { requireUser } from '../identity/handlers.ts'
import type { IdentityStore, IdentityUser } from '../identity/store.ts'
import type { Outbox } from '../outbox.ts'
import type { ProfileStore } from '../profile/store.ts'
import type { AssetFilter, CatalogueEntry, DownloadsStore } from './store.ts'

/** Lifetime of a download URL, seconds. */
export const DOWNLOAD_URL_TTL_SECONDS = 15 * 60
/** Lifetime of an e-mailed download link, seconds (7 days). */
export const EMAIL_LINK_TTL_SECONDS = 7 * 24 * 60 * 60

/** What the download handlers need besides their store. */
export interface DownloadsContext {
  identity: IdentityStore
  profiles: ProfileStore
  outbox: Outbox
  /** The site's origin, named in the download e-mail. */
  siteOrigin: string
}

const oneOf = (values: Record<string, string>, value: string | null) =>
  value === null || Object.values(values).includes(value)

/** The `GET /assets` filters of a request, or the message saying which one is invalid. */
function readAssetFilter(request: Request): AssetFilter | string {
  const query = new URL(request.url).searchParams
  const get = (name: string) => query.get(name)
  if (!oneOf(HostApplicationName, get('host_app_name'))) return 'Unknown host_app_name'
  if (!oneOf(HostOs, get('host_app_os'))) return 'host_app_os must be win or mac'
  if (!oneOf(ResourceType, get('type'))) return 'type must be application_installer or content_pack'
  if (!oneOf(ReleaseType, get('release_type')))
    return 'release_type must be release, publicbeta or privatebeta'
  const version = get('host_app_version')
  if (version !== null && !/^\d+(\.\d+){0,3}$/.test(version))
    return 'host_app_version must be major.minor.point'
  const date = get('release_date')
  if (date !== null && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))))
    return 'release_date must be a date (YYYY-MM-DD)'
  const latest = get('latest_only')
  if (latest !== null && latest !== '0' && latest !== '1') return 'latest_only must be 0 or 1'
  return {
    hostAppName: get('host_app_name') ?? undefined,
    hostAppVersion: version ?? undefined,
    hostOs: get('host_app_os') ?? undefined,
    type: get('type') ?? undefined,
    releaseType: get('release_type') ?? undefined,
    releaseDate: date ?? undefined,
    latestOnly: latest === '1',
  }
}

/** `include_core_pack` of an optional JSON body: true unless `"false"`; a message when malformed. */
async function readIncludeCorePack(request: Request): Promise<boolean | string> {
  const raw = await request.clone().text()
  if (raw.trim() === '') return true
  const body = await readJsonObject(request)
  if (!body) return 'The body must be a JSON object'
  const value = body.include_core_pack
  if (value !== undefined && value !== 'true' && value !== 'false')
    return 'include_core_pack must be "true" or "false"'
  return value !== 'false'
}

/** The download e-mail: the link, what it is for, and until when it works. */
function downloadEmail(
  user: IdentityUser,
  entry: CatalogueEntry,
  url: string,
  expires: number,
  site: string,
) {
  const until = new Date(expires).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '')
  return {
    subject: `Your download link: ${entry.resource.name}`,
    text: [
      `Hi ${user.first_name || 'there'},`,
      '',
      `here is the download link you asked for, ${entry.resource.name} (${entry.resource.file_name}):`,
      '',
      url,
      '',
      `The link works until ${until}. Your downloads are also in your account at ${site}.`,
      '',
      'Music Software',
    ].join('\n'),
    links: [url],
  }
}

/** The download service handlers under `base` (e.g. `http://localhost:4100/downloads`). */
export function downloadsHandlers(store: DownloadsStore, context: DownloadsContext, base: string) {
  const { identity, profiles, outbox } = context
  const api = `${base}/api/v1`
  const resourceId = (value: unknown) => (/^\d+$/.test(String(value)) ? Number(value) : Number.NaN)
  const signedReply = (user: IdentityUser, entry: CatalogueEntry) => {
    const download = store.sign(user.id, entry, DOWNLOAD_URL_TTL_SECONDS)
    return json({
      id: entry.resource.id,
      file_name: entry.resource.file_name,
      mime_type: entry.resource.mime_type,
      file_size: String(entry.resource.file_size),
      url: download.url,
      url_created: isoSeconds(download.createdAt),
      url_expires: isoSeconds(download.expiresAt),
    })
  }
  const serveFile = ({ params, request }: { params: Record<string, unknown>; request: Request }) => {
    const found = store.file(String(params.token))
    if (found === undefined) return new HttpResponse('No such download.\n', { status: 404 })
    if (found === 'expired') return new HttpResponse('This download link has expired.\n', { status: 403 })
    const { download, bytes } = found
    return new HttpResponse(request.method === 'HEAD' ? null : bytes, {
      headers: {
        'Content-Type': download.resource.mime_type,
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': contentDisposition(download.resource.file_name, 'attachment'),
        'Cache-Control': 'private, no-store',
        // A page that fetches the file (instead of navigating to it) may read its name and size.
        'Access-Control-Expose-Headers': 'Content-Disposition, Content-Length',
      },
    })
  }

  return [
    http.get(`${api}/assets`, ({ request }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const filter = readAssetFilter(request)
      return typeof filter === 'string' ? badRequest(filter) : json({ items: store.listAssets(filter) })
    }),
    http.post(`${api}/assets/:assetId/resources/:resourceId/download`, ({ request, params }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const entry = store.findResource(resourceId(params.resourceId), resourceId(params.assetId))
      if (!entry) return notFound(`No resource ${params.resourceId} of asset ${params.assetId}`)
      const download = store.sign(user.id, entry, DOWNLOAD_URL_TTL_SECONDS)
      return json({
        resource_id: entry.resource.id,
        mime_type: entry.resource.mime_type,
        file_size: String(entry.resource.file_size),
        url: download.url,
        url_expires: isoSeconds(download.expiresAt),
      })
    }),
    http.post(`${api}/resources/:resourceId/download`, ({ request, params }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const entry = store.findResource(resourceId(params.resourceId))
      return entry ? signedReply(user, entry) : notFound(`No resource ${params.resourceId}`)
    }),
    http.post(`${api}/download/applicationinstaller/:app/:version/:os`, async ({ request, params }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const corePack = await readIncludeCorePack(request)
      if (typeof corePack === 'string') return badRequest(corePack)
      const [app, version, os] = [params.app, params.version, params.os].map(String) as [
        string,
        string,
        string,
      ]
      const entry = store.findInstaller(app, version, os, corePack)
      return entry ? signedReply(user, entry) : notFound(`No ${app} ${version} installer for ${os}`)
    }),
    http.get(`${api}/me/log/downloads/applicationinstaller`, ({ request }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const app = new URL(request.url).searchParams.get('host_app_name') ?? undefined
      const latest = store.latestInstallerDownload(user.id, app)
      return latest ? json(latest) : notFound('No application installer downloads yet')
    }),
    http.get(`${api}/me/log/downloads`, ({ request }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const app = new URL(request.url).searchParams.get('host_app_name')
      if (!oneOf(HostApplicationName, app)) return badRequest('Unknown host_app_name')
      return json({ items: store.downloads(user.id, app ?? undefined) })
    }),
    http.post(`${api}/resources/:resourceId/download-email`, ({ request, params }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const entry = store.findResource(resourceId(params.resourceId))
      if (!entry) return notFound(`No resource ${params.resourceId}`)
      const link = store.sign(user.id, entry, EMAIL_LINK_TTL_SECONDS, false)
      outbox.send({
        service: 'downloads',
        from: 'Music Software <downloads@music-software.example>',
        to: user.email_address,
        ...downloadEmail(user, entry, link.url, link.expiresAt, context.siteOrigin),
      })
      const language = profiles.get(user.id)?.language ?? user.locale.split('_')[0] ?? 'en'
      return json({ email_address: user.email_address, language })
    }),

    http.get(`${base}/files/:token/:fileName`, serveFile),
    http.head(`${base}/files/:token/:fileName`, serveFile),
  ]
}
