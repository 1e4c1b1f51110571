import { BlockHeader, itemHeadingLevel } from '../shared/block-header.tsx'
import { RichText } from '../shared/rich-text.tsx'
import { SiteLink } from '../shared/site-link.tsx'
import type { BlockProps } from '../shared/types.ts'
import './jobs-accordion.css'

const employmentTypes: Record<string, string> = {
  'full-time': 'Full time',
  'part-time': 'Part time',
  contract: 'Contract',
  internship: 'Internship',
}

/**
 * `jobsAccordion` (docs/requirements.md §3, careers page): open positions as native disclosures (`<details>` /
 * `<summary>`, keyboard and screen-reader support from the platform), each with its description and
 * apply link; `emptyMessage` (or a default) when there are none.
 */
export function JobsAccordion({ block }: BlockProps<'jobsAccordion'>) {
  const JobHeading = itemHeadingLevel(block.heading)
  return (
    <div className="jobs-accordion">
      <BlockHeader heading={block.heading} body={block.body} />
      {block.jobs?.length ? (
        <ul className="jobs-accordion__list">
          {block.jobs.map((job) => {
            const meta = [
              job.department,
              job.location,
              job.employmentType && employmentTypes[job.employmentType],
            ]
            return (
              <li key={job._key}>
                <details className="jobs-accordion__job">
                  <summary className="jobs-accordion__summary">
                    <JobHeading className="jobs-accordion__title">{job.title}</JobHeading>
                    <span className="jobs-accordion__meta">{meta.filter(Boolean).join(' · ')}</span>
                  </summary>
                  <div className="jobs-accordion__body">
                    <RichText value={job.description} />
                    {job.applyUrl ? (
                      <SiteLink link={{ linkType: 'external', externalUrl: job.applyUrl }} className="button">
                        Apply<span className="visually-hidden">{` for ${job.title}`}</span>
                      </SiteLink>
                    ) : null}
                  </div>
                </details>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="jobs-accordion__empty">
          {block.emptyMessage || 'There are no open positions right now.'}
        </p>
      )}
    </div>
  )
}
