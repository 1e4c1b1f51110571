/**
 * In-memory state of the fake AI proxy (`specs/ai-proxy.yaml` description, decision 017): the
 * providers (one of them down in the seed), each user's recent generations for the rate limit, and the
 * generated images on the sandbox's file host (valid 60 minutes).
 */
import type { FileHost } from '../file-host.ts'

/** Images a user may generate per window, and the window in seconds. */
export const AI_RATE_LIMIT = { images: 5, windowSeconds: 60 } as const

/** Lifetime of an image URL, seconds. */
export const AI_IMAGE_TTL_SECONDS = 60 * 60

/** A provider of the seed. */
export interface SeedAiProvider {
  /** The wire name, e.g. `openai`. */
  id: string
  /** False while the provider is down. */
  available: boolean
}

/** The AI proxy's state. */
export class AiProxyStore {
  private readonly providers: SeedAiProvider[]
  private readonly generated = new Map<number, number[]>()
  private readonly images: FileHost
  private readonly now: () => number

  /**
   * @param images the host that serves generated images (`<base>/images`)
   * @param now the sandbox clock, ms since the epoch
   */
  constructor(providers: SeedAiProvider[], images: FileHost, now: () => number) {
    this.providers = structuredClone(providers)
    this.images = images
    this.now = now
  }

  /** A provider, or undefined for an unknown one. */
  provider(id: string): SeedAiProvider | undefined {
    const found = this.providers.find((p) => p.id === id)
    return found && { ...found }
  }

  /** Takes a provider down or brings it back (tests, demos). */
  setAvailable(id: string, available: boolean): void {
    const found = this.providers.find((p) => p.id === id)
    if (found) found.available = available
  }

  /**
   * Counts one generation of the user against {@link AI_RATE_LIMIT}: undefined when allowed (and
   * counted), else the seconds until the oldest generation of the window leaves it.
   */
  takeRateLimit(userId: number): number | undefined {
    const now = this.now()
    const windowMs = AI_RATE_LIMIT.windowSeconds * 1000
    const recent = (this.generated.get(userId) ?? []).filter((at) => at > now - windowMs)
    if (recent.length >= AI_RATE_LIMIT.images) {
      this.generated.set(userId, recent)
      return Math.max(1, Math.ceil(((recent[0] as number) + windowMs - now) / 1000))
    }
    this.generated.set(userId, [...recent, now])
    return undefined
  }

  /** Serves a generated PNG; returns its URL. */
  host(png: Uint8Array, fileName: string): string {
    return this.images.put(
      { bytes: png, contentType: 'image/png', fileName },
      { ttlSeconds: AI_IMAGE_TTL_SECONDS },
    ).url
  }
}
