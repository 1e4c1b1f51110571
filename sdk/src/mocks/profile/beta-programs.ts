/**
 * Beta programs of the fake profile service (`specs/profile.yaml`, decision 017): the programs, and
 * each user's memberships. Joining needs a licence of a qualifying licence type (read from the licence
 * service's state), an `active` program, no membership yet and no ban; `validateall` drops the
 * memberships whose user no longer owns a qualifying licence.
 */
import type { BetaProgram, UserBetaProgram } from '../../generated/profile/hooks.schemas.ts'
import { ERROR_CODES, failure, type Outcome, success } from '../http.ts'

/** Body codes of refused joins (`JoinBetaProgramErrorBody`). */
export const BETA_PROGRAM_ERROR_CODES = {
  notQualified: 1401,
  closed: 1402,
  alreadyMember: 1403,
  banned: 1404,
} as const

/** What the beta programs read of the licence service. */
export interface LicenseLookup {
  /** The licence type ids (as strings) of a user's licences. */
  licenseTypeIdsOf(userId: number): string[]
  /** The name of a licence type, e.g. `Studio`. */
  licenseTypeName(id: string): string | undefined
}

/** A membership of the seed. */
export interface SeedBetaMembership {
  user_id: number
  beta_program_id: string
  banned?: boolean
}

interface Membership {
  active: boolean
  banned: boolean
}

/** The beta programs and memberships. */
export class BetaProgramStore {
  private readonly programs: BetaProgram[]
  private readonly memberships = new Map<number, Map<string, Membership>>()
  private readonly licenses: LicenseLookup

  /**
   * @param programs the programs, in the order `GET /betaprograms` lists them
   * @param memberships memberships to start with
   * @param licenses the licence service's state: a user's licence types, and their names
   */
  constructor(programs: BetaProgram[], memberships: SeedBetaMembership[], licenses: LicenseLookup) {
    this.programs = structuredClone(programs)
    this.licenses = licenses
    for (const m of memberships)
      this.of(m.user_id).set(m.beta_program_id, { active: !m.banned, banned: m.banned ?? false })
  }

  /** Every program (copies). */
  list(): BetaProgram[] {
    return structuredClone(this.programs)
  }

  /** A user's memberships, in the programs' order. */
  listMemberships(userId: number): UserBetaProgram[] {
    const mine = this.of(userId)
    return this.programs
      .filter((p) => mine.has(p.id))
      .map((p) => ({ beta_program: structuredClone(p), ...(mine.get(p.id) as Membership) }))
  }

  /** Joins a program; the refusals of `JoinBetaProgramErrorBody`, 404 for an unknown program. */
  join(userId: number, programId: string): Outcome<UserBetaProgram> {
    const program = this.programs.find((p) => p.id === programId)
    if (!program) return failure(404, ERROR_CODES.notFound, `No beta program ${programId}`)
    const field = (code: number, message: string) =>
      failure<UserBetaProgram>(400, code, message, { beta_program_id: message })
    const existing = this.of(userId).get(programId)
    if (existing?.banned)
      return field(BETA_PROGRAM_ERROR_CODES.banned, `You can no longer take part in the ${program.name}.`)
    if (existing)
      return field(BETA_PROGRAM_ERROR_CODES.alreadyMember, `You are already in the ${program.name}.`)
    if (!program.active)
      return field(BETA_PROGRAM_ERROR_CODES.closed, `The ${program.name} is not taking new members.`)
    if (!this.qualifies(userId, program))
      return field(
        BETA_PROGRAM_ERROR_CODES.notQualified,
        `The ${program.name} is open to owners of ${this.qualifyingNames(program)}. Register one to join.`,
      )
    const membership = { active: true, banned: false }
    this.of(userId).set(programId, membership)
    return success({ beta_program: structuredClone(program), ...membership })
  }

  /** Leaves a program; false when the user is not a member (or is banned: a ban stays). */
  leave(userId: number, programId: string): boolean {
    const membership = this.of(userId).get(programId)
    if (!membership || membership.banned) return false
    return this.of(userId).delete(programId)
  }

  /** Drops the memberships the user no longer qualifies for (bans stay); returns what remains. */
  validateAll(userId: number): UserBetaProgram[] {
    const mine = this.of(userId)
    for (const [id, membership] of mine) {
      const program = this.programs.find((p) => p.id === id)
      if (!membership.banned && (!program || !this.qualifies(userId, program))) mine.delete(id)
    }
    return this.listMemberships(userId)
  }

  /** Bans a user from a program (staff action; tests). */
  ban(userId: number, programId: string): void {
    this.of(userId).set(programId, { active: false, banned: true })
  }

  private qualifies(userId: number, program: BetaProgram): boolean {
    const owned = this.licenses.licenseTypeIdsOf(userId)
    return program.qualifying_license_type_ids.some((id) => owned.includes(id))
  }

  /** "Studio" or "DJ Pro or Studio": the licences a program qualifies with. */
  private qualifyingNames(program: BetaProgram): string {
    const names = program.qualifying_license_type_ids.map((id) => this.licenses.licenseTypeName(id) ?? id)
    return new Intl.ListFormat('en', { type: 'disjunction' }).format([...new Set(names)])
  }

  private of(userId: number): Map<string, Membership> {
    let mine = this.memberships.get(userId)
    if (!mine) {
      mine = new Map()
      this.memberships.set(userId, mine)
    }
    return mine
  }
}
