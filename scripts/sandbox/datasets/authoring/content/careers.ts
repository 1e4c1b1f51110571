/**
 * The careers page: open roles, departments and their teams.
 */
import {
  block,
  bullets,
  cta,
  type Doc,
  h3,
  headerSec,
  img,
  p,
  page,
  rt,
  sec,
  section,
  small,
  sub,
} from './build.ts'

const job = (
  title: string,
  department: string,
  location: string,
  employmentType: string,
  summary: string,
  duties: string[],
) => ({
  _type: 'job',
  title,
  department,
  location,
  employmentType,
  description: rt(
    p(summary),
    h3('What you’ll do'),
    bullets(...duties),
    small(
      'We welcome applications from people of every background. Tell us in your application if you need adjustments for the interview.',
    ),
  ),
  applyUrl: `mailto:careers@example.com?subject=${encodeURIComponent(title)}`,
})

const member = (name: string, role: string, photo: string, quoteText: string) => ({
  _type: 'teamMember',
  name,
  role,
  photo: img(photo),
  quote: quoteText,
})

/** The careers page. */
export function careers(): Doc {
  return page('careers', 'careers', {
    title: 'Careers',
    description:
      'Join the team that builds DJ Pro, Studio and our plugins. Open roles in engineering, design and support, in Auckland and remote.',
    og: 'og-careers',
    pageBuilder: [
      headerSec({
        eyebrow: 'Careers',
        heading: 'Build the tools artists play',
        subheading:
          'We are 60 people in Auckland and around the world, making software that is on stage somewhere every night of the year.',
        backgroundImage: img('careers-hero'),
        ctas: [cta('See open roles', '/careers#open-roles')],
      }),
      sec(
        { title: 'Why work here' },
        block('threeColumnContent', {
          eyebrow: 'Working here',
          heading: 'How we work',
          columns: [
            {
              _type: 'contentColumn',
              heading: 'Flexible and remote-friendly',
              body: rt(
                'Work from our Auckland studio or from home anywhere within four hours of New Zealand time. Core hours are 10:00 to 15:00.',
              ),
            },
            {
              _type: 'contentColumn',
              heading: 'Time to play',
              body: rt(
                'Every quarter we stop for a two-day jam: teams build whatever they like with our products and show it on Friday afternoon.',
              ),
            },
            {
              _type: 'contentColumn',
              heading: 'Gear budget',
              body: rt(
                'NZ$1,500 a year for music gear, courses or gig tickets, plus every product we make, free.',
              ),
            },
          ],
        }),
      ),
      sec(
        { title: 'Open roles', anchorId: 'open-roles' },
        block('jobsAccordion', {
          heading: 'Open roles',
          body: rt(
            'Don’t see your role? Write to [careers@example.com](mailto:careers@example.com) and tell us what you would build.',
          ),
          emptyMessage: 'There are no open roles right now. Check back soon.',
          jobs: [
            job(
              'Senior Audio DSP Engineer',
              'Engineering',
              'Auckland or remote (NZ/AU)',
              'full-time',
              'Own the time-stretching and stem separation engines behind DJ Pro and Pitch ’n’ Time.',
              [
                'Design and optimise real-time DSP in C++ for Apple silicon and x86 (SIMD, lock-free audio threads).',
                'Profile CPU and latency on low-end laptops and make stems run on them.',
                'Work with product designers on how new effects sound and feel.',
              ],
            ),
            job(
              'Frontend Engineer, Web',
              'Engineering',
              'Remote (NZ)',
              'full-time',
              'Build our marketing site and customer account area with React and TypeScript.',
              [
                'Ship accessible, fast pages from our headless content platform.',
                'Own the account area: licences, subscriptions and downloads.',
                'Keep Core Web Vitals green on every page.',
              ],
            ),
            job(
              'Product Designer, DJ',
              'Design',
              'Auckland',
              'full-time',
              'Shape the DJ Pro and DJ Lite interfaces used in clubs, bedrooms and on livestreams.',
              [
                'Prototype performance features with DJs and test them in real sets.',
                'Design for dark booths, small laptop screens and touch.',
              ],
            ),
            job(
              'Customer Support Specialist (Spanish and English)',
              'Support',
              'Remote (Americas time zones)',
              'part-time',
              'Help DJs and producers get set up and back to playing.',
              [
                'Answer tickets and chat about installs, licences and hardware.',
                'Write and update help articles in both languages.',
              ],
            ),
          ],
        }),
      ),
      section(
        { title: 'Departments' },
        sub(
          {},
          block('careersDepartmentSection', {
            department: 'Engineering',
            heading: 'Engineering',
            body: rt(
              'Audio, desktop, hardware integration and web teams. We ship DJ Pro every six weeks and run it on 400 controllers before each release.',
            ),
            image: img('card-hardware'),
            meetTheTeam: [
              member(
                'Aroha Ngata',
                'Head of Audio Engineering',
                'team-aroha',
                'I get to work on the sound of a mixer that thousands of DJs use every weekend.',
              ),
              member(
                'Jonas Weber',
                'Hardware Integration Lead',
                'team-jonas',
                'There is a wall of controllers in our lab. My job is to make every one of them just work.',
              ),
            ],
          }),
        ),
        sub(
          {},
          block('careersDepartmentSection', {
            department: 'Design and Product',
            heading: 'Design and Product',
            body: rt('A small team of designers and product managers who DJ and produce themselves.'),
            image: img('card-stems'),
            meetTheTeam: [
              member(
                'Priya Raman',
                'Principal Product Designer',
                'team-priya',
                'We test every feature in a real booth before it ships.',
              ),
              member(
                'Mateo Ruiz',
                'Product Manager, Studio',
                'team-mateo',
                'I talk to beatmakers every week. Half our roadmap comes from those calls.',
              ),
            ],
          }),
        ),
      ),
      sec(
        { title: 'Studio photos' },
        block('imageGallery', {
          heading: 'Inside the studio',
          body: rt('Our Auckland office has two treated studios, a DJ booth and the controller lab.'),
          columns: 3,
          images: [
            { ...img('card-hardware'), caption: 'The controller lab' },
            { ...img('card-sampler'), caption: 'Studio B, where Studio gets tested' },
            { ...img('card-control-vinyl'), caption: 'The booth, Friday afternoon' },
          ],
        }),
      ),
    ],
  })
}
