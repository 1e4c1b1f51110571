/**
 * The partner promotions the site offers its customers (docs/decisions/023). The profile service gives
 * a user a code of a promotion (`POST /partnerpromotions/code`, application credentials) but has no
 * list of promotions, so the site names the ones it runs; the claim's server function refuses any
 * other name, so nobody can ask the service for a code the site does not offer.
 */

/** A promotion the site offers: its wire name and what the customer reads. */
export interface PartnerOffer {
  /** The profile service's `promotion_name`, e.g. `splice-3-months`. */
  name: string
  /** The partner, e.g. "Splice". */
  partner: string
  /** What the customer gets, e.g. "3 months of Splice Sounds". */
  title: string
  /** One sentence on the offer and where to redeem the code. */
  description: string
}

/** The promotions customers can claim a code of, in the order shown. */
export const PARTNER_OFFERS: readonly PartnerOffer[] = [
  {
    name: 'splice-3-months',
    partner: 'Splice',
    title: '3 months of Splice Sounds',
    description: 'Millions of royalty-free samples and loops. Redeem the code on splice.com.',
  },
  {
    name: 'beatport-streaming-1-month',
    partner: 'Beatport',
    title: 'A month of Beatport Streaming',
    description: 'Stream Beatport’s catalogue in your DJ sets. Redeem the code on beatport.com.',
  },
]

/** The offer named `name`, or undefined when the site offers no such promotion. */
export function partnerOffer(name: unknown): PartnerOffer | undefined {
  return PARTNER_OFFERS.find((offer) => offer.name === name)
}
