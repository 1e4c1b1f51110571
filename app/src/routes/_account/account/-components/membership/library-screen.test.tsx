// @vitest-environment happy-dom
import { DEMO_USERS } from '@music/sdk/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, setupTestSandbox, signInAs } from '../../../../../screens/test-support.tsx'
import { fileIdFrom, readLibraryReferences } from './library-references.ts'
import { fileKind, LibraryScreen } from './library-screen.tsx'

const [ALEX] = DEMO_USERS
const FILES = { playlist: 'f_01HZX4Q8J6N2', tone: 'f_01HZX4Q8J6N3', notes: 'f_01HZX4Q8J6N4' }
const { sandbox } = setupTestSandbox()

/** The files the browser was made to save: name and bytes (the `download` link `saveAs` clicks). */
const saved: { name: string; href: string }[] = []
beforeEach(() => {
  localStorage.clear()
  saved.length = 0
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href })
  })
})
afterEach(() => vi.restoreAllMocks())

const files = () => screen.getByRole('region', { name: 'Your files' })
const addForm = () => screen.getByRole('form', { name: 'Add a library file' })
const fileCard = async (name: string) =>
  (await within(files()).findByRole('heading', { level: 3, name })).closest('li') as HTMLElement

async function addFile(text: string) {
  const user = userEvent.setup()
  const field = within(addForm()).getByLabelText('File link or ID')
  await user.clear(field)
  await user.type(field, text)
  await user.click(within(addForm()).getByRole('button', { name: 'Add to the list' }))
  return field as HTMLInputElement
}

describe('the cloud library', () => {
  it('lists nothing at first, and says how a file gets listed', async () => {
    signInAs(sandbox(), ALEX.email_address)
    await renderScreen(<LibraryScreen />, '/account/library', '_account')
    expect(await within(files()).findByText(/No files listed yet/)).toBeTruthy()
  })

  it('lists the file of a link (?file=) first, remembers it for this user, and leaves the address', async () => {
    const userId = signInAs(sandbox(), ALEX.email_address)
    const { router } = await renderScreen(
      <LibraryScreen />,
      `/account/library?file=${FILES.playlist}`,
      '_account',
    )
    const card = await fileCard('Friday set.m3u8')
    expect(within(card).getByText(/^Playlist · \d/)).toBeTruthy()
    const open = within(card).getByRole('link', { name: /^Open Friday set\.m3u8/ })
    expect(open.getAttribute('target')).toBe('_blank')
    expect(open.getAttribute('href')).toMatch(/^http:\/\/services\.test\/cloud-library\//)
    expect(within(files()).getByText('The file of your link is first in the list.')).toBeTruthy()
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(readLibraryReferences(userId)).toEqual([FILES.playlist])
  })

  it('previews only what it renders itself: text as text, audio in a player; HTML and playlists not at all (docs/decisions/031)', async () => {
    const userId = signInAs(sandbox(), ALEX.email_address)
    const page = sandbox().stores.cloudLibrary.addText(userId, {
      file_name: 'page.html',
      mime_type: 'text/html',
      text: '<script>document.title = "ran"</script>',
    })
    await renderScreen(<LibraryScreen />, `/account/library?file=${FILES.notes}`, '_account')
    const notes = await fileCard('Set notes.txt')
    const user = userEvent.setup()
    await user.click(within(notes).getByRole('button', { name: 'Preview Set notes.txt' }))
    const shown = within(notes).getByRole('region', { name: 'Preview of Set notes.txt' })
    await waitFor(() => expect(shown.querySelector('pre')?.textContent).toMatch(/\S/))
    expect(
      within(notes).getByRole('button', { name: 'Hide preview Set notes.txt' }).getAttribute('aria-expanded'),
    ).toBe('true')
    await addFile(FILES.tone)
    const tone = await fileCard('Intro stab.wav')
    await user.click(within(tone).getByRole('button', { name: 'Preview Intro stab.wav' }))
    expect(tone.querySelector('audio')?.getAttribute('src')).toMatch(/^http:\/\/services\.test\//)
    await addFile(FILES.playlist)
    await addFile(page)
    for (const name of ['page.html', 'Friday set.m3u8']) {
      expect(within(await fileCard(name)).queryByRole('button', { name: /^Preview/ })).toBeNull()
    }
    expect(document.title).not.toBe('ran')
  })

  it('adds a file by its ID or link, and downloads it under its name', async () => {
    signInAs(sandbox(), ALEX.email_address)
    await renderScreen(<LibraryScreen />, '/account/library', '_account')
    await within(files()).findByText(/No files listed yet/)
    const field = await addFile(FILES.tone)
    expect(await screen.findByText('Intro stab.wav is now first in your list.')).toBeTruthy()
    expect(field.value).toBe('')
    await addFile(`https://www.example.com/account/library?file=${FILES.notes}`)
    await fileCard('Set notes.txt')
    const names = within(files())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(names).toEqual(['Set notes.txt', 'Intro stab.wav'])

    const tone = await fileCard('Intro stab.wav')
    expect(within(tone).getByText(/^Audio · 22\.1 KB$/)).toBeTruthy()
    await userEvent.setup().click(within(tone).getByRole('button', { name: 'Download Intro stab.wav' }))
    expect(await within(files()).findByText('Your download of Intro stab.wav has started.')).toBeTruthy()
    expect(saved.map((file) => file.name)).toEqual(['Intro stab.wav'])
    expect(saved[0]?.href).toMatch(/^blob:/)
  })

  it('refuses an ID that is malformed (before asking) or that the library does not have, keeping it', async () => {
    signInAs(sandbox(), ALEX.email_address)
    await renderScreen(<LibraryScreen />, '/account/library', '_account')
    await screen.findByRole('form', { name: 'Add a library file' })
    const malformed = await addFile('not a file id!')
    expect(await within(addForm()).findByText(/Enter an ID such as f_01HZX4Q8J6N2/)).toBeTruthy()
    expect(malformed.value).toBe('not a file id!')
    const unknown = await addFile('f_nope')
    expect(await within(addForm()).findByText('No file f_nope in your library')).toBeTruthy()
    expect(unknown.getAttribute('aria-invalid')).toBe('true')
    expect(unknown.value).toBe('f_nope')
    expect(within(files()).getByText(/No files listed yet/)).toBeTruthy()
  })

  it('says so for a listed file the library no longer has, and takes it off the list', async () => {
    const userId = signInAs(sandbox(), ALEX.email_address)
    localStorage.setItem(`music:cloud-library:${userId}`, JSON.stringify(['f_gone', FILES.notes]))
    await renderScreen(<LibraryScreen />, '/account/library', '_account')
    const gone = await fileCard('f_gone')
    expect(within(gone).getByText('This file is not in your library any more.')).toBeTruthy()
    await userEvent.setup().click(within(gone).getByRole('button', { name: 'Remove from list (f_gone)' }))
    await waitFor(() => expect(within(files()).queryByText('f_gone')).toBeNull())
    expect(readLibraryReferences(userId)).toEqual([FILES.notes])
  })
})

describe('library references', () => {
  it('reads an ID, or the file parameter of a link; nothing else', () => {
    expect(fileIdFrom(' f_01HZX4Q8J6N2 ')).toBe('f_01HZX4Q8J6N2')
    expect(fileIdFrom('https://site.example/account/library?file=f_1')).toBe('f_1')
    expect(fileIdFrom('https://site.example/account/library')).toBeUndefined()
    expect(fileIdFrom('javascript:alert(1)')).toBeUndefined()
    expect(fileIdFrom('f 1')).toBeUndefined()
  })

  it('keeps only well-formed ids from storage, ignoring anything else stored there', () => {
    localStorage.setItem('music:cloud-library:7', JSON.stringify(['f_1', 3, 'a b', 'f_1', 'f_2']))
    expect(readLibraryReferences(7)).toEqual(['f_1', 'f_2'])
    localStorage.setItem('music:cloud-library:7', '{not json')
    expect(readLibraryReferences(7)).toEqual([])
  })

  it('names the kind of a file from its media type', () => {
    expect(fileKind('audio/x-mpegurl')).toBe('Playlist')
    expect(fileKind('text/plain; charset=utf-8')).toBe('Text')
    expect(fileKind('application/octet-stream')).toBe('File')
  })
})
