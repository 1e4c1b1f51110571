import { BlockHeader } from '../shared/block-header.tsx'
import { SanityImage } from '../shared/sanity-image.tsx'
import { SPLIT_MEDIA_SIZES, SplitLayout } from '../shared/split-layout.tsx'
import type { BlockProps } from '../shared/types.ts'
import './careers-department-section.css'

/**
 * `careersDepartmentSection` (docs/requirements.md §3): a department (eyebrow) with its heading (h2, the department
 * name when empty), body and image, then its team (`meetTheTeam`) as a grid of people (h3 "Meet the team").
 */
export function CareersDepartmentSection({ block }: BlockProps<'careersDepartmentSection'>) {
  const heading = block.heading || block.department
  return (
    <div className="careers-department-section">
      <SplitLayout
        mediaPosition="right"
        media={block.image?.asset ? <SanityImage image={block.image} sizes={SPLIT_MEDIA_SIZES} /> : null}
      >
        <BlockHeader
          eyebrow={heading === block.department ? null : block.department}
          heading={heading}
          body={block.body}
        />
      </SplitLayout>
      {block.meetTheTeam?.length ? (
        <>
          <h3 className="careers-department-section__team-heading">Meet the team</h3>
          <ul className="careers-department-section__team">
            {block.meetTheTeam.map((member) => (
              <li key={member._key}>
                <figure className="careers-department-section__member">
                  <SanityImage
                    image={member.photo}
                    alt=""
                    aspectRatio={1}
                    sizes="10rem"
                    widths={[160, 320, 480]}
                  />
                  <figcaption>
                    <span className="careers-department-section__name">{member.name}</span>
                    {member.role ? (
                      <span className="careers-department-section__role">{member.role}</span>
                    ) : null}
                    {member.quote ? (
                      <q className="careers-department-section__quote">{member.quote}</q>
                    ) : null}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
